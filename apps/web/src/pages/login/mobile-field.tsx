import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/form-field.tsx';
import { PhoneCodePicker } from '../../features/location/nation-pickers.tsx';

interface MobileFieldProps {
  mobile: string;
  onMobileChange: (value: string) => void;
  /** Checks the number when the shopper leaves the field (only once something was typed). */
  onCheck: () => void;
  phoneCode: string;
  onPhoneCodeChange: (phoneCode: string) => void;
  error: string | undefined;
}

/** The country code and mobile number of the login and register forms. */
export function MobileField({ mobile, onMobileChange, onCheck, phoneCode, onPhoneCodeChange, error }: MobileFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t('phone.mobile')} layout="plain" name="mobile" error={error} prefix={<PhoneCodePicker value={phoneCode} onChange={onPhoneCodeChange} />}>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        value={mobile}
        onChange={onMobileChange}
        onBlur={() => mobile !== '' && onCheck()}
        placeholder={t('phone.mobilePlaceholder')}
        aria-label={t('phone.mobile')}
      />
    </FormField>
  );
}
