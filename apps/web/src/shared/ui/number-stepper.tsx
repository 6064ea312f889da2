import { useState, type KeyboardEvent } from 'react';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './number-stepper.css';

export interface NumberStepperProps {
  value: number;
  min: number;
  max: number;
  /** What the number is (a quantity of what): the field's name for screen readers. */
  label: string;
  disabled?: boolean;
  /** A whole number from `min` to `max`, on each tap, arrow key, or typed number once the field is left. */
  onChange: (value: number) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * − [n] +: a whole number between bounds. Drawn here rather than by antd-mobile's Stepper, which puts the
 * spinbutton's values on a plain div and leaves the field without a name (WCAG 4.1.2): the field is a named
 * `spinbutton` (arrow keys step it, typing replaces it), and each button says what it does.
 */
export function NumberStepper({ value, min, max, label, disabled, onChange, className, 'data-testid': testId }: NumberStepperProps) {
  const { t } = useTranslation('common');
  // What is being typed, until the field is left (a half-typed number is not a change yet).
  const [typing, setTyping] = useState<string | undefined>(undefined);
  const top = Math.max(min, max);
  const set = (next: number) => {
    const whole = Math.min(Math.max(min, Math.floor(next)), top);
    if (whole !== value) onChange(whole);
  };
  const settle = () => {
    if (typing === undefined) return;
    const typed = Number.parseInt(typing, 10);
    setTyping(undefined);
    if (Number.isFinite(typed)) set(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') set(value + 1);
    else if (event.key === 'ArrowDown') set(value - 1);
    else if (event.key === 'Home') set(min);
    else if (event.key === 'End') set(top);
    else if (event.key === 'Enter') settle();
    else return;
    event.preventDefault();
  };
  return (
    <div className={className ? `mall-stepper ${className}` : 'mall-stepper'} data-testid={testId} data-disabled={disabled || undefined}>
      <button type="button" className="mall-stepper-minus" aria-label={t('stepper.less')} disabled={disabled || value <= min} onClick={() => set(value - 1)}>
        <MinusOutline aria-hidden />
      </button>
      <input
        className="mall-stepper-input"
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={top}
        disabled={disabled}
        value={typing ?? String(value)}
        onChange={(event) => setTyping(event.target.value.replace(/\D/g, '').slice(0, 9))}
        onBlur={settle}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="mall-stepper-plus" aria-label={t('stepper.more')} disabled={disabled || value >= top} onClick={() => set(value + 1)}>
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
