import { forwardRef } from 'react';

export interface CodeFieldProps {
  length: number;
  value: string;
  label: string;
  invalid: boolean;
  onChange: (value: string) => void;
  /** Called once `length` digits are in. */
  onFill: (value: string) => void;
}

/**
 * The box row of a one-time code: one real field (named, `one-time-code` so the phone offers the code from its
 * message, digits only), drawn as a row of cells. antd-mobile's PasscodeInput nests its field inside a focusable
 * div (WCAG 4.1.2: nested interactive controls), hence this one.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ length, value, label, invalid, onChange, onFill }, ref) {
  return (
    <div className="mall-code-field" data-testid="code-input">
      <input
        ref={ref}
        className="mall-code-field-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, length);
          onChange(digits);
          if (digits.length === length) onFill(digits);
        }}
      />
      <div className="mall-code-field-cells" aria-hidden>
        {Array.from({ length }, (_, i) => (
          <span key={i} className={`mall-code-field-cell${i === value.length ? ' is-next' : ''}${invalid ? ' is-invalid' : ''}`}>
            {value[i] ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
});
