import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { APPROVAL_NUMBER_PATTERN, HEALTH_FACTS_LIMITS } from '@mall/contract/health/edit-merchant-health-goods';
import type { TMerchantHealthGoods } from '@mall/contract/health/merchant-health-goods';
import { LANGUAGES, type Lang, type Localized } from '@mall/contract/platform/languages';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useEditMedicineFacts, useShopMedicineFacts } from './use-health.ts';

type Field = 'dosageForm' | 'specification' | 'usage' | 'contraindications';
/** The localized fields in the order the goods page shows them, with their label key and whether they are prose. */
const FIELDS: readonly { field: Field; label: 'detail.dosageForm' | 'detail.spec' | 'detail.usage' | 'detail.contra'; multiline: boolean }[] = [
  { field: 'dosageForm', label: 'detail.dosageForm', multiline: false },
  { field: 'specification', label: 'detail.spec', multiline: false },
  { field: 'usage', label: 'detail.usage', multiline: true },
  { field: 'contraindications', label: 'detail.contra', multiline: true },
];

const CHANGED_ELSEWHERE = 5207;

/**
 * The regulatory text of one medicine: its approval number, and dosage form, specification, usage and
 * contraindications in each language (one left empty shows the first written). Saved as a whole; if someone else
 * saved it since it was read, the server refuses (5207) and the form offers to reload.
 */
function FactsForm({ shopId, item, onDone }: { shopId: number; item: TMerchantHealthGoods; onDone: () => void }) {
  const { t } = useTranslation('health');
  const save = useEditMedicineFacts(shopId);
  const [approval, setApproval] = useState(item.approvalNumber);
  const [texts, setTexts] = useState<Record<Field, Localized>>({
    dosageForm: item.dosageForm,
    specification: item.specification,
    usage: item.usage,
    contraindications: item.contraindications,
  });
  const [error, setError] = useState('');
  const [stale, setStale] = useState(false);
  const set = (field: Field, lang: Lang, value: string) => setTexts((all) => ({ ...all, [field]: { ...all[field], [lang]: value } }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const approvalNumber = approval.trim();
    if (!APPROVAL_NUMBER_PATTERN.test(approvalNumber)) {
      setError(t('facts.badApproval'));
      return;
    }
    const empty = FIELDS.find(({ field }) => LANGUAGES.every((l) => texts[field][l].trim() === ''));
    if (empty) {
      setError(t('facts.needsText', { field: t(empty.label) }));
      return;
    }
    setError('');
    save.mutate(
      { shopId, goodsId: item.goodsId, approvalNumber, ...texts, expectedUpdatedAt: item.updatedAt },
      {
        onSuccess: () => {
          showToast(t('facts.saved'));
          onDone();
        },
        onError: (err) => {
          setStale(isApiError(err) && err.code === CHANGED_ELSEWHERE);
          setError(isApiError(err) ? err.message : String(err));
        },
      },
    );
  };

  const id = `facts-${item.goodsId}`;
  return (
    <form className="mall-health-form" onSubmit={submit} aria-labelledby={id} data-testid="facts-form" noValidate>
      <h3 id={id} className="mall-health-heading">
        {t('facts.editing', { title: item.title })}
      </h3>
      <label>
        {t('detail.approval')}
        <input type="text" name="approvalNumber" value={approval} onChange={(e) => setApproval(e.target.value)} autoComplete="off" aria-describedby={`${id}-approval-hint`} />
        <span id={`${id}-approval-hint`} className="mall-health-meta">
          {t('facts.approvalHint')}
        </span>
      </label>
      {FIELDS.map(({ field, label, multiline }) => (
        <fieldset key={field} className="mall-health-form" style={{ border: '1px solid #d9d9d9', borderRadius: 8, margin: 0 }} data-field={field}>
          <legend>{t(label)}</legend>
          {LANGUAGES.map((lang) => (
            <label key={lang}>
              {t(`facts.lang.${lang}`)}
              {multiline ? (
                <textarea lang={lang} rows={3} maxLength={HEALTH_FACTS_LIMITS[field]} value={texts[field][lang]} onChange={(e) => set(field, lang, e.target.value)} />
              ) : (
                <input type="text" lang={lang} maxLength={HEALTH_FACTS_LIMITS[field]} value={texts[field][lang]} onChange={(e) => set(field, lang, e.target.value)} autoComplete="off" />
              )}
            </label>
          ))}
        </fieldset>
      ))}
      <p className="mall-health-meta">{t('facts.fallback')}</p>
      {error && (
        <p className="mall-health-error" role="alert">
          {error}
        </p>
      )}
      <div className="mall-health-actions">
        <Button type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="facts-save">
          {t('facts.save')}
        </Button>
        <Button type="button" shape="rounded" onClick={onDone}>
          {stale ? t('facts.reload') : t('facts.cancel')}
        </Button>
      </div>
    </form>
  );
}

function MedicineFacts({ shopId, item }: { shopId: number; item: TMerchantHealthGoods }) {
  const { t } = useTranslation('health');
  const [open, setOpen] = useState(false);
  const rx = item.drugClass === 'rx';
  return (
    <li className="mall-card mall-health-demand" data-testid="medicine-facts">
      <div className="mall-health-demand-head">
        <h2 className="mall-health-heading">{item.title}</h2>
        <span className={`mall-health-badge${rx ? ' is-rx' : ''}`}>{t(rx ? 'list.rx' : 'list.otc')}</span>
      </div>
      <p className="mall-health-meta">
        {t('detail.approval')}: {item.approvalNumber || '—'}
      </p>
      {open ? (
        // A new form each time the saved text changes, so it starts from what is stored.
        <FactsForm key={item.updatedAt ?? 'none'} shopId={shopId} item={item} onDone={() => setOpen(false)} />
      ) : (
        <div>
          <Button size="small" shape="rounded" onClick={() => setOpen(true)} aria-label={t('facts.editLabel', { title: item.title })} data-testid="facts-edit">
            {t('facts.edit')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The pharmacy's medicines with their regulatory text, each editable (right `goods`; verified pharmacies only). */
export function MerchantMedicineFacts({ shopId }: { shopId: number }) {
  const { t } = useTranslation('health');
  const list = useShopMedicineFacts(shopId);
  if (list.isPending) return <ListSkeleton rows={3} />;
  if (list.isError) return <LoadFailed description={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data.verified) return <EmptyState title={t('facts.unverified')} />;
  if (list.data.list.length === 0) return <EmptyState title={t('facts.empty')} />;
  return (
    <ul className="mall-health-list">
      {list.data.list.map((item) => (
        <MedicineFacts key={item.goodsId} shopId={shopId} item={item} />
      ))}
    </ul>
  );
}
