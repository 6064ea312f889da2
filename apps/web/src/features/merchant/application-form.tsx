import { useState } from 'react';
import { Button, Input, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MERCHANT_KINDS, type DocumentKind, type MerchantKind } from '@mall/contract/merchant/application-fields';
import { FormField } from '../../shared/ui/form-field.tsx';
import { fieldsOf, stepProblems, STEPS, type ApplicationDraft, type DraftErrors, type DraftField } from './application-draft.ts';
import { DocumentPicker } from './document-picker.tsx';
import './application-form.css';

type TextField = Exclude<DraftField, DocumentKind | 'categoryId' | 'contactPhoneCode'>;

const LIMITS: Record<TextField, number> = {
  legalName: 100,
  idNumber: 30,
  licenceNumber: 30,
  legalRepresentative: 100,
  contactName: 40,
  contactPhone: 20,
  contactEmail: 254,
  shopName: 30,
};

/**
 * The stepwise merchant application: who applies (kind, names, numbers), their documents, then the shop and how
 * to reach them. Each step is checked before the next opens; the server's refusal of a field comes back beside it.
 */
export function ApplicationForm({
  initial,
  categories,
  submitting,
  serverError,
  onSubmit,
}: {
  initial: ApplicationDraft;
  categories: readonly { id: number; name: string }[];
  submitting: boolean;
  /** A refusal of the whole form (e.g. the contact phone is taken), shown above the button. */
  serverError: string | undefined;
  onSubmit: (draft: ApplicationDraft) => void;
}) {
  const { t } = useTranslation('merchant');
  const [draft, setDraft] = useState(initial);
  const [step, setStep] = useState(0);
  // Checked when a step is sent and cleared as the field is typed in, never as a field is left: an error appearing
  // on blur moves the button being pressed, and the press misses it.
  const [errors, setErrors] = useState<DraftErrors>({});
  const current = STEPS[step]!;

  const set = <K extends keyof ApplicationDraft>(key: K, value: ApplicationDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const message = (field: DraftField) => (errors[field] ? t(`errors.${errors[field]}` as 'errors.required') : undefined);

  const next = () => {
    const found = stepProblems(draft, current);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>(`[data-field="${Object.keys(found)[0]}"] input, [data-field="${Object.keys(found)[0]}"] select, [data-document="${Object.keys(found)[0]}"] button`)?.focus();
      return;
    }
    if (step < STEPS.length - 1) setStep(step + 1);
    else onSubmit(draft);
  };

  const text = (field: TextField, options: { inputMode?: 'text' | 'tel' | 'email'; autoComplete?: string; hint?: string } = {}) => (
    <FormField key={field} label={t(`fields.${field}`)} name={field} error={message(field)} htmlFor={`apply-${field}`} hint={options.hint ? <p className="mall-apply-hint">{options.hint}</p> : undefined}>
      <Input
        id={`apply-${field}`}
        value={draft[field]}
        onChange={(v) => set(field, v)}
        maxLength={LIMITS[field]}
        placeholder={t(`placeholders.${field}`)}
        inputMode={options.inputMode ?? 'text'}
        {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
      />
    </FormField>
  );

  return (
    <form
      className="mall-apply-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
    >
      <Steps current={step} className="mall-apply-steps">
        {STEPS.map((s) => (
          <Steps.Step key={s} title={t(`steps.${s}`)} />
        ))}
      </Steps>
      <h2 className="mall-apply-step-title">{t(`steps.${current}Title`)}</h2>

      {current === 'identity' && (
        <div className="mall-card mall-apply-card">
          <fieldset className="mall-apply-kinds">
            <legend className="mall-field-label">{t('fields.kind')}</legend>
            {MERCHANT_KINDS.map((kind: MerchantKind) => (
              <label key={kind} className="mall-apply-kind" data-checked={draft.kind === kind ? 'true' : undefined}>
                <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => set('kind', kind)} />
                <span className="mall-apply-kind-name">{t(`kinds.${kind}`)}</span>
                <span className="mall-apply-kind-note">{t(`kinds.${kind}Note`)}</span>
              </label>
            ))}
          </fieldset>
          {fieldsOf('identity', draft.kind).map((field) =>
            text(field as TextField, field === 'idNumber' ? { hint: t('hints.idNumber') } : field === 'licenceNumber' ? { hint: t('hints.licenceNumber') } : {}),
          )}
        </div>
      )}

      {current === 'documents' && (
        <div className="mall-card mall-apply-card">
          <p className="mall-apply-hint">{t('hints.documents')}</p>
          <div className="mall-apply-documents">
            {fieldsOf('documents', draft.kind).map((field) => {
              const kind = field as DocumentKind;
              return (
                <DocumentPicker
                  key={kind}
                  kind={kind}
                  value={draft.documents[kind]}
                  error={errors[kind]}
                  onChange={(value) => {
                    setDraft((d) => ({ ...d, documents: { ...d.documents, [kind]: value } }));
                    setErrors((e) => ({ ...e, [kind]: undefined }));
                  }}
                />
              );
            })}
          </div>
        </div>
      )}

      {current === 'shop' && (
        <div className="mall-card mall-apply-card">
          {text('shopName', { hint: t('hints.shopName') })}
          <FormField label={t('fields.categoryId')} name="categoryId" error={message('categoryId')} htmlFor="apply-categoryId">
            <select
              id="apply-categoryId"
              className="mall-apply-select"
              value={draft.categoryId ?? ''}
              onChange={(e) => set('categoryId', e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">{t('placeholders.categoryId')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          {text('contactName', { autoComplete: 'name' })}
          {text('contactPhone', { inputMode: 'tel', autoComplete: 'tel-national', hint: t('hints.contactPhone', { code: draft.contactPhoneCode }) })}
          {text('contactEmail', { inputMode: 'email', autoComplete: 'email' })}
        </div>
      )}

      {serverError && (
        <p className="mall-auth-error mall-apply-server-error" role="alert">
          {serverError}
        </p>
      )}
      <div className="mall-apply-actions">
        {step > 0 && (
          <Button shape="rounded" onClick={() => setStep(step - 1)}>
            {t('actions.back')}
          </Button>
        )}
        <Button type="submit" color="primary" shape="rounded" loading={submitting} data-testid="apply-next">
          {step < STEPS.length - 1 ? t('actions.next') : t('actions.submit')}
        </Button>
      </div>
    </form>
  );
}
