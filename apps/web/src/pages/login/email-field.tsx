import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/form-field.tsx';

interface EmailFieldProps {
  email: string;
  onEmailChange: (value: string) => void;
  /** Checks the address when the shopper leaves the field (only once something was typed). */
  onCheck: () => void;
  error: string | undefined;
}

/** The email address of the login and register forms. */
export function EmailField({ email, onEmailChange, onCheck, error }: EmailFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t('email.label')} layout="plain" name="email" error={error}>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={onEmailChange}
        onBlur={() => email.trim() !== '' && onCheck()}
        placeholder={t('email.placeholder')}
        aria-label={t('email.label')}
      />
    </FormField>
  );
}
