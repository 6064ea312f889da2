import type { ReactNode } from 'react';
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
