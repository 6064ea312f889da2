import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { COUPON_KINDS } from '@mall/contract/coupon/coupon-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { LANGUAGES } from '@mall/contract/platform/languages';
import { baseCurrencyName } from '../../shared/format/base-money.ts';
import { normalizeMoneyInput } from '../../shared/format/money-input.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { fieldProblemsOf } from '../../shared/transport/field-problems.ts';
import { FormField } from '../../shared/ui/form-field.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { CLAIMED_EDITABLE, requestOfCoupon, type CouponDraft, type CouponErrorKey } from './coupon-draft.ts';
import { useSaveCoupon } from './use-merchant-coupons.ts';

type Errors = Partial<Record<string, CouponErrorKey | 'invalid' | 'locked'>>;
type TextKey = 'amountOff' | 'percentOff' | 'maxOff' | 'threshold' | 'totalQuantity' | 'perUserLimit' | 'validDays';
/** The server's name of a form field (the threshold is `thresholdAmount` there). */
const FIELD_OF: Partial<Record<TextKey, string>> = { threshold: 'thresholdAmount' };

/**
 * A coupon's form, in a sheet: the title in each language, an amount off or a capped percentage, the minimum spend,
 * how many and how many a shopper, the claim window and how long a claimed coupon lasts. Once shoppers hold it, only
 * the quantity and the end of claiming stay editable (the others are shown, disabled, with the reason).
 */
export function CouponForm({
  shopId,
  initial,
  claimed,
  baseCurrency,
  onDone,
}: {
  shopId: number;
  initial: CouponDraft;
  claimed: boolean;
  baseCurrency: string | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('merchant-coupons');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const save = useSaveCoupon(shopId);
  const currency = baseCurrencyName(baseCurrency, langOf(i18n.language) ?? 'en');
  const locked = (field: string) => claimed && !(CLAIMED_EDITABLE as readonly string[]).includes(field);

  const set = (next: Partial<CouponDraft>, field?: string) => {
    setDraft((d) => ({ ...d, ...next }));
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = () => {
    const { request, errors: found } = requestOfCoupon(draft, shopId);
    setErrors(found);
    setFailure(undefined);
    if (!request) return;
    save.mutate(request, {
      onSuccess: () => {
        showToast(t('form.saved'));
        onDone();
      },
      onError: (error) => {
        const fields = Object.keys(fieldProblemsOf(error));
        const lockedFields = isApiError(error) && error.code === CODE.COUPON_TERMS_LOCKED ? ((error.data as { fields?: string[] } | undefined)?.fields ?? []) : [];
        if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, 'invalid' as const])));
        else if (lockedFields.length > 0) setErrors(Object.fromEntries(lockedFields.map((f) => [f === 'title' ? 'title.en' : f, 'locked' as const])));
        else setFailure(t('errors.saveFailed', { message: error.message }));
      },
    });
  };

  const message = (field: string) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  const text = (key: TextKey, options: { money?: boolean; placeholder?: string } = {}) => {
    const field = FIELD_OF[key] ?? key;
    const id = `mcoupon-${key}`;
    return (
      <FormField key={key} label={t(`form.${key}`)} name={field} error={message(field)} htmlFor={id}>
        <Input
          id={id}
          value={draft[key]}
          disabled={locked(field)}
          inputMode={options.money ? 'decimal' : 'numeric'}
          {...(options.placeholder ? { placeholder: options.placeholder } : {})}
          onChange={(v) => set({ [key]: options.money ? normalizeMoneyInput(v) : v.replace(/[^0-9]/g, '') }, field)}
        />
      </FormField>
    );
  };

  const moment = (key: 'pickStartsAt' | 'pickEndsAt') => (
    <FormField key={key} label={t(`form.${key}`)} name={key} error={message(key)} htmlFor={`mcoupon-${key}`}>
      <input
        id={`mcoupon-${key}`}
        type="datetime-local"
        className="mall-mcoupon-datetime"
        value={draft[key]}
        disabled={locked(key)}
        onChange={(e) => set({ [key]: e.target.value }, key)}
      />
    </FormField>
  );

  return (
    <form
      className="mall-mcoupon-form"
      noValidate
      data-testid="coupon-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {claimed && <p className="mall-mcoupon-note mall-mcoupon-locked">{t('form.lockedNote')}</p>}
      <p className="mall-mcoupon-note">{t('form.titleNote')}</p>
      {LANGUAGES.map((lang) => (
        <FormField
          key={lang}
          label={t('form.inLanguage', { field: t('form.title'), language: t(`languages.${lang}`) })}
          name={`title.${lang}`}
          error={message(`title.${lang}`)}
          htmlFor={`mcoupon-title-${lang}`}
        >
          <Input id={`mcoupon-title-${lang}`} value={draft.title[lang]} maxLength={40} disabled={locked('title')} onChange={(v) => set({ title: { ...draft.title, [lang]: v } }, `title.${lang}`)} />
        </FormField>
      ))}
      <fieldset className="mall-mcoupon-kinds" disabled={locked('kind')}>
        <legend className="mall-field-label">{t('form.kind')}</legend>
        {COUPON_KINDS.map((kind) => (
          <label key={kind} className="mall-mcoupon-kind">
            <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => set({ kind })} />
            <span>{t(`form.kinds.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      {currency && <p className="mall-mcoupon-note">{t('form.currency', { currency })}</p>}
      {draft.kind === 'amount_off' ? text('amountOff', { money: true }) : [text('percentOff'), text('maxOff', { money: true })]}
      {text('threshold', { money: true, placeholder: t('form.thresholdPlaceholder') })}
      {text('totalQuantity')}
      {text('perUserLimit')}
      {moment('pickStartsAt')}
      {moment('pickEndsAt')}
      {text('validDays')}
      {failure && (
        <p className="mall-field-error mall-mcoupon-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="mall-mcoupon-form-actions">
        <Button shape="rounded" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" color="primary" shape="rounded" loading={save.isPending} data-testid="save-coupon">
          {draft.couponId === undefined ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
