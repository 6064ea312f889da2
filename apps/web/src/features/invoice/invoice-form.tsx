import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CODE } from '@mall/contract/platform/code-numbers';
import { INVOICE_TITLE_KINDS, type TInvoice } from '@mall/contract/invoice/invoice-fields';
import { isApiError } from '../../shared/transport/api-error.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { draftOfInvoice, draftOfTitle, draftProblems, newInvoiceDraft, titleOfDraft, TITLE_NAME_MAX, type DraftProblems, type InvoiceDraft } from './invoice-draft.ts';
import { useInvoiceTitles, useSaveInvoice } from './use-invoices.ts';
import './invoice.css';

type FieldErrors = { titleName?: string | undefined; taxNo?: string | undefined; email?: string | undefined; form?: string | undefined };

/**
 * The invoice form: whom the invoice is made out to (a person, or a company with its tax number), picked from the
 * saved titles or typed, and an email. A new request for the order (`invoice/apply`, one request key for the form's
 * life so a retry is the same request), or a change of a requested one (`invoice/update`).
 */
export function InvoiceForm({ orderId, editing, onDone }: { orderId: number; editing?: TInvoice | undefined; onDone?: () => void }) {
  const { t } = useTranslation('invoice');
  const titles = useInvoiceTitles();
  const save = useSaveInvoice(orderId);
  const [draft, setDraft] = useState<InvoiceDraft>(() => (editing ? draftOfInvoice(editing) : newInvoiceDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [requestKey] = useState(randomRequestKey);

  const messageOf = (problems: DraftProblems): FieldErrors => ({
    titleName: problems.titleName === 'required' ? t('form.errors.titleNameRequired') : problems.titleName === 'long' ? t('form.errors.titleNameLong', { max: TITLE_NAME_MAX }) : undefined,
    taxNo: problems.taxNo === 'required' ? t('form.errors.taxNoRequired') : problems.taxNo === 'invalid' ? t('form.errors.taxNoInvalid') : undefined,
    email: problems.email ? t('form.errors.emailInvalid') : undefined,
  });
  const change = (next: Partial<InvoiceDraft>, field?: keyof FieldErrors) => {
    setDraft((d) => ({ ...d, ...next }));
    if (field) setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = () => {
    const found = messageOf(draftProblems(draft));
    setErrors(found);
    if (found.titleName || found.taxNo || found.email) return;
    const title = titleOfDraft(draft);
    save.mutate(editing ? { update: { invoiceId: editing.invoiceId, ...title } } : { apply: { orderId, ...title, requestKey } }, {
      onSuccess: () => {
        showToast(editing ? t('form.savedToast') : t('form.requested'));
        onDone?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === CODE.INVOICE_TAX_NO_INVALID) setErrors({ taxNo: error.message });
        else setErrors({ form: error.message });
      },
    });
  };

  const saved = (titles.data?.list ?? []).filter((x) => x.titleKind === draft.titleKind);
  const company = draft.titleKind === 'company';
  return (
    <form
      className="mall-card mall-invoice-section"
      noValidate
      aria-labelledby="invoice-form-heading"
      data-testid="invoice-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="mall-invoice-heading" id="invoice-form-heading">
        {editing ? t('form.editHeading') : t('form.heading')}
      </h2>
      <fieldset className="mall-invoice-kinds">
        <legend className="mall-visually-hidden">{t('form.titleKind')}</legend>
        {INVOICE_TITLE_KINDS.map((kind) => (
          <label key={kind} className="mall-invoice-kind">
            <input
              type="radio"
              name="invoice-title-kind"
              value={kind}
              checked={draft.titleKind === kind}
              onChange={() => change({ titleKind: kind }, 'taxNo')}
              data-testid={`invoice-kind-${kind}`}
            />
            <span>{t(`titleKind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {saved.length > 0 && (
        <>
          <p className="mall-invoice-saved-title" id="invoice-saved-title">
            {t('form.saved')}
          </p>
          <ul className="mall-invoice-saved" aria-labelledby="invoice-saved-title">
            {saved.map((title) => (
              <li key={title.titleId}>
                <Button
                  size="mini"
                  shape="rounded"
                  onClick={() => {
                    setDraft((d) => draftOfTitle(title, d.saveTitle));
                    setErrors({});
                  }}
                  data-testid="invoice-saved-title"
                >
                  {title.titleName}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <FormField label={company ? t('form.companyName') : t('form.personalName')} name="titleName" error={errors.titleName} htmlFor="invoice-title-name">
        <Input
          id="invoice-title-name"
          value={draft.titleName}
          maxLength={TITLE_NAME_MAX}
          autoComplete={company ? 'organization' : 'name'}
          placeholder={company ? t('form.companyPlaceholder') : t('form.personalPlaceholder')}
          onChange={(v) => change({ titleName: v }, 'titleName')}
        />
      </FormField>
      {company && (
        <FormField
          label={t('form.taxNo')}
          name="taxNo"
          error={errors.taxNo}
          htmlFor="invoice-tax-no"
          hint={<p className="mall-invoice-hint" id="invoice-tax-no-hint">{t('form.taxNoHint')}</p>}
        >
          <Input
            id="invoice-tax-no"
            value={draft.taxNo}
            maxLength={40}
            autoComplete="off"
            aria-describedby="invoice-tax-no-hint"
            placeholder={t('form.taxNoPlaceholder')}
            onChange={(v) => change({ taxNo: v.toUpperCase() }, 'taxNo')}
          />
        </FormField>
      )}
      <FormField label={t('form.email')} name="email" error={errors.email} htmlFor="invoice-email">
        <Input
          id="invoice-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={draft.email}
          maxLength={254}
          placeholder={t('form.emailPlaceholder')}
          onChange={(v) => change({ email: v }, 'email')}
        />
      </FormField>
      <label className="mall-invoice-save">
        <input type="checkbox" checked={draft.saveTitle} onChange={(e) => change({ saveTitle: e.target.checked })} data-testid="invoice-save-title" />
        <span>{t('form.saveTitle')}</span>
      </label>
      {errors.form && (
        <p className="mall-invoice-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="mall-invoice-actions">
        {editing && onDone && (
          <Button shape="rounded" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="invoice-submit">
          {editing ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
