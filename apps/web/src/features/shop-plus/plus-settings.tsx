import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantPlus } from '@mall/contract/shop/query-merchant-plus';
import { PLUS_MAX_BENEFITS, PLUS_MAX_DENOMINATIONS } from '@mall/contract/shop/shop-plus-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { moneyInputToMinor, normalizeMoneyInput } from '../../shared/format/money-input.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { PLUS_API } from './plus-api.ts';
import { plusKeys, plusQueries } from './plus-queries.ts';
import './plus.css';

interface Draft {
  enabled: boolean;
  benefits: { en: string; zh: string; ja: string }[];
  denominations: { amount: string; bonus: string }[];
}

const toInput = (minor: number) => (minor / 100).toFixed(2);
const draftOf = (p: TMerchantPlus): Draft => ({
  enabled: p.enabled,
  benefits: p.benefits.map((b) => ({ ...b })),
  denominations: p.denominations.map((d) => ({ amount: toInput(d.amount), bonus: toInput(d.bonus) })),
});

/** The merchant console's membership settings of one shop: on or off, benefits in three languages, top-ups; members and stored value. */
export function PlusSettings({ shopId }: { shopId: number }) {
  const query = useQuery(plusQueries.merchant(useQueryLang(), shopId));
  if (query.isPending) return <ListSkeleton rows={4} />;
  if (query.isError) return <LoadFailed description={query.error.message} onRetry={() => void query.refetch()} />;
  return <PlusForm key={query.dataUpdatedAt} shopId={shopId} plus={query.data} />;
}

function PlusForm({ shopId, plus }: { shopId: number; plus: TMerchantPlus }) {
  const { t } = useTranslation('plus');
  const money = useFormatMoney();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(plus));
  const [saving, setSaving] = useState(false);

  const denominations = draft.denominations.map((d) => ({ amount: moneyInputToMinor(d.amount), bonus: d.bonus === '' ? 0 : moneyInputToMinor(d.bonus) }));
  const amounts = denominations.map((d) => d.amount);
  const problem =
    draft.benefits.some((b) => b.en.trim() === '')
      ? t('merchant.benefitMissing')
      : denominations.some((d) => d.amount === null || d.amount < 1 || d.bonus === null || d.bonus > d.amount)
        ? t('merchant.denominationInvalid')
        : new Set(amounts).size !== amounts.length
          ? t('merchant.denominationTwice')
          : null;

  const onSave = async () => {
    if (problem) return;
    const sure = await confirmDialog({ content: t('merchant.saveConfirm'), confirmText: t('merchant.save'), cancelText: t('topUp.cancel') });
    if (!sure) return;
    setSaving(true);
    try {
      await callApi(PLUS_API.save, {
        shopId,
        enabled: draft.enabled,
        benefits: draft.benefits.map((b) => ({ en: b.en.trim(), zh: b.zh.trim(), ja: b.ja.trim() })),
        denominations: denominations.map((d) => ({ amount: d.amount!, bonus: d.bonus! })),
      });
      showToast(t('merchant.saved'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: plusKeys.merchant(shopId) }), queryClient.invalidateQueries({ queryKey: plusKeys.shop(shopId) })]);
    } catch {
      // The call's error was shown by the transport.
    } finally {
      setSaving(false);
    }
  };

  const setBenefit = (i: number, lang: 'en' | 'zh' | 'ja', value: string) =>
    setDraft((d) => ({ ...d, benefits: d.benefits.map((b, j) => (j === i ? { ...b, [lang]: value } : b)) }));
  const setDenomination = (i: number, field: 'amount' | 'bonus', value: string) =>
    setDraft((d) => ({ ...d, denominations: d.denominations.map((x, j) => (j === i ? { ...x, [field]: normalizeMoneyInput(value) } : x)) }));

  return (
    <div className="mall-page-body">
      <section className="mall-card mall-wallet-recharge" aria-labelledby="plus-summary-title" style={{ margin: 12, padding: 12 }}>
        <h2 id="plus-summary-title" className="mall-wallet-heading">
          {t('merchant.summary')}
        </h2>
        <p data-testid="plus-member-count">{t('members', { count: plus.memberCount })}</p>
        <p data-testid="plus-total-value">{t('merchant.totalValue', { amount: money(plus.totalValue).text })}</p>
        <label className="mall-plus-field" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <span id="plus-enabled-label">{t('merchant.enabled')}</span>
          <Switch checked={draft.enabled} onChange={(v) => setDraft((d) => ({ ...d, enabled: v }))} aria-labelledby="plus-enabled-label" data-testid="plus-enabled" />
        </label>
      </section>

      <section className="mall-card" aria-labelledby="plus-benefits-title" style={{ margin: 12, padding: 12 }}>
        <h2 id="plus-benefits-title" className="mall-wallet-heading">
          {t('benefits')}
        </h2>
        {draft.benefits.map((b, i) => (
          <fieldset key={i} className="mall-plus-benefit" data-testid="plus-benefit">
            <legend>{t('merchant.benefitN', { n: i + 1 })}</legend>
            {(['en', 'zh', 'ja'] as const).map((lang) => (
              <label key={lang} className="mall-plus-field">
                <span>{t(`merchant.lang.${lang}`)}</span>
                <input value={b[lang]} maxLength={80} onChange={(ev) => setBenefit(i, lang, ev.target.value)} data-testid={`plus-benefit-${lang}`} />
              </label>
            ))}
            <Button size="small" fill="outline" onClick={() => setDraft((d) => ({ ...d, benefits: d.benefits.filter((_, j) => j !== i) }))}>
              {t('merchant.remove')}
            </Button>
          </fieldset>
        ))}
        <Button
          size="small"
          disabled={draft.benefits.length >= PLUS_MAX_BENEFITS}
          onClick={() => setDraft((d) => ({ ...d, benefits: [...d.benefits, { en: '', zh: '', ja: '' }] }))}
          data-testid="plus-add-benefit"
        >
          {t('merchant.addBenefit')}
        </Button>
      </section>

      <section className="mall-card" aria-labelledby="plus-denominations-title" style={{ margin: 12, padding: 12 }}>
        <h2 id="plus-denominations-title" className="mall-wallet-heading">
          {t('topUp.presets')}
        </h2>
        {draft.denominations.map((d, i) => (
          <div key={i} className="mall-plus-row" data-testid="plus-denomination-row">
            <label className="mall-plus-field">
              <span>{t('merchant.amount')}</span>
              <input inputMode="decimal" value={d.amount} onChange={(ev) => setDenomination(i, 'amount', ev.target.value)} data-testid="plus-denomination-amount" />
            </label>
            <label className="mall-plus-field">
              <span>{t('merchant.bonus')}</span>
              <input inputMode="decimal" value={d.bonus} onChange={(ev) => setDenomination(i, 'bonus', ev.target.value)} data-testid="plus-denomination-bonus" />
            </label>
            <Button size="small" fill="outline" onClick={() => setDraft((x) => ({ ...x, denominations: x.denominations.filter((_, j) => j !== i) }))}>
              {t('merchant.remove')}
            </Button>
          </div>
        ))}
        <Button
          size="small"
          disabled={draft.denominations.length >= PLUS_MAX_DENOMINATIONS}
          onClick={() => setDraft((d) => ({ ...d, denominations: [...d.denominations, { amount: '', bonus: '' }] }))}
          data-testid="plus-add-denomination"
        >
          {t('merchant.addDenomination')}
        </Button>
      </section>

      <div style={{ margin: 12 }}>
        {problem && (
          <p className="mall-wallet-hint mall-wallet-hint--error" role="alert">
            {problem}
          </p>
        )}
        <Button block color="primary" loading={saving} disabled={problem !== null || saving} onClick={() => void onSave()} data-testid="plus-save">
          {t('merchant.save')}
        </Button>
      </div>
    </div>
  );
}
