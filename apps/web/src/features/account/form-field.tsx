import { useState, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './form-field.css';

export interface FormFieldProps {
  /** Shown to the left (row layout) or read by screen readers only (the auth forms, which use placeholders). */
  label: ReactNode;
  error?: string | undefined;
  /** Something at the end of the row: a "get code" button, a picker. */
  extra?: ReactNode;
  /** Something at the start of the row: the phone code picker. */
  prefix?: ReactNode;
  /** Under the control, always shown (rules, hints). */
  hint?: ReactNode;
  layout?: 'row' | 'plain';
  name?: string;
  /** The id of the control, when it takes one: the label then names it for assistive technology. */
  htmlFor?: string;
  children: ReactNode;
}

/** One field of a form: its control, and its error in red under it. */
export function FormField({ label, error, extra, prefix, hint, layout = 'row', name, htmlFor, children }: FormFieldProps) {
  return (
    <div className={`mall-field mall-field--${layout}`} data-invalid={error ? 'true' : undefined} data-field={name}>
      <div className="mall-field-main">
        {htmlFor ? (
          <label htmlFor={htmlFor} className={layout === 'row' ? 'mall-field-label' : 'mall-field-label mall-visually-hidden'}>
            {label}
          </label>
        ) : (
          <span className={layout === 'row' ? 'mall-field-label' : 'mall-field-label mall-visually-hidden'}>{label}</span>
        )}
        {prefix}
        <div className="mall-field-control">{children}</div>
        {extra}
      </div>
      {hint}
      {error && (
        <p className="mall-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

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
