import { useState } from 'react';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field.tsx';
import { checkParcel, type ParcelCompany } from './parcel-check.ts';
import './parcel-fields.css';

/**
 * A parcel's company and tracking number, as every sender fills them (a shop shipping an order or an exchange, a
 * shopper sending goods back): `fields` draws them with their errors; `read` checks them here (the server checks
 * again, and refuses a number already used) and answers what to send, or undefined with the errors shown.
 */
export function useParcelFields(companies: readonly ParcelCompany[] | undefined, idPrefix: string) {
  const { t } = useTranslation('forms');
  const [companyCode, setCompanyCode] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<{ company?: string; tracking?: string }>({});

  const read = (): { companyCode: string; trackingNo: string } | undefined => {
    const checked = checkParcel(
      companies?.find((c) => c.code === companyCode),
      trackingNo,
    );
    const next = {
      company: checked.company ? t('parcel.chooseCompany') : undefined,
      tracking: checked.tracking === 'required' ? t('parcel.required') : checked.tracking === 'invalid' ? t('parcel.trackingInvalid') : undefined,
    };
    setErrors(next);
    return next.company || next.tracking ? undefined : { companyCode, trackingNo: checked.number };
  };

  const fields = (
    <>
      <FormField label={t('parcel.company')} name="company" error={errors.company} htmlFor={`${idPrefix}-company`}>
        <select id={`${idPrefix}-company`} className="mall-parcel-select" value={companyCode} onChange={(e) => setCompanyCode(e.target.value)} data-testid={`${idPrefix}-company`}>
          <option value="">{t('parcel.chooseCompany')}</option>
          {(companies ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('parcel.trackingNo')} name="trackingNo" error={errors.tracking} htmlFor={`${idPrefix}-tracking`}>
        <Input
          id={`${idPrefix}-tracking`}
          value={trackingNo}
          onChange={setTrackingNo}
          maxLength={40}
          placeholder={t('parcel.trackingPlaceholder')}
          autoComplete="off"
          data-testid={`${idPrefix}-tracking`}
        />
      </FormField>
    </>
  );
  return { fields, read, reset: () => setTrackingNo('') };
}
