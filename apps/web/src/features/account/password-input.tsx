import { useState } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import '../../shared/ui/form-field.css';

/** A password box with a button to show what was typed. */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  onBlur,
  autoComplete = 'current-password',
  name,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  onBlur?: () => void;
  autoComplete?: 'current-password' | 'new-password';
  name?: string;
}) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="mall-password">
      <Input
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={64}
        name={name}
        aria-label={placeholder}
        {...(onBlur ? { onBlur } : {})}
      />
      <button type="button" className="mall-password-toggle" onClick={() => setVisible((v) => !v)} aria-label={visible ? t('password.hide') : t('password.show')}>
        {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
      </button>
    </div>
  );
}
