import { useState } from 'react';
import { CheckList } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useChangeCurrency } from '../../features/account/preferences.ts';
import { localCurrencyName } from '../../features/decorate/display-currency.ts';
import { useDecorateConfig } from '../../features/decorate/use-decorate-config.ts';
import { useDisplayCurrency } from '../../features/decorate/use-display-currency.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './setting.css';

/** The currencies the mall offers (decoration config); the chosen one shows prices from then on. */
export default function CurrencyPage() {
  const { t, i18n } = useTranslation('account');
  const config = useDecorateConfig();
  const current = useDisplayCurrency();
  const changeCurrency = useChangeCurrency();
  const [saving, setSaving] = useState(false);

  const choose = async (code: string | undefined) => {
    const currency = config.data?.currencies.find((c) => c.code === code);
    if (!currency || currency.code === current?.code || saving) return;
    setSaving(true);
    try {
      await changeCurrency(currency);
      showToast(t('currency.changed', { code: currency.code }));
    } catch {
      // The transport showed why; the choice stays as it was.
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (config.isPending) body = <ListSkeleton rows={1} lines={4} />;
  else if (config.isError) body = <LoadFailed description={config.error.message} onRetry={() => void config.refetch()} />;
  else
    body = (
      <>
        <CheckList
          className="mall-card mall-setting-list mall-currency-list"
          mode="card"
          value={current ? [current.code] : []}
          onChange={(value) => void choose(value[0] as string | undefined)}
          disabled={saving}
        >
          {config.data.currencies.map((currency) => (
            <CheckList.Item key={currency.code} value={currency.code} data-currency={currency.code}>
              <span className="mall-currency-item">
                <span className="mall-currency-symbol" aria-hidden>
                  {currency.symbol}
                </span>
                <span className="mall-currency-text">
                  <span className="mall-currency-code">{currency.code}</span>
                  <span className="mall-currency-name">{localCurrencyName(currency.code, i18n.language) ?? ''}</span>
                </span>
              </span>
            </CheckList.Item>
          ))}
        </CheckList>
        <p className="mall-currency-note">{t('currency.note')}</p>
      </>
    );

  return (
    <Page name="user/currency">
      <PageNavBar title={t('currency.title')} />
      <main className="mall-page-body mall-setting">{body}</main>
    </Page>
  );
}
