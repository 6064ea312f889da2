import type { ReactNode } from 'react';
import { normalizeMoneyInput } from '../format/money-input.ts';

/** A typed amount of money: decimal keypad, only digits and one point with two decimals kept (normalizeMoneyInput). */
export function MoneyInput(props: { id: string; hintId: string; value: string; invalid: boolean; placeholder: string; testId: string; onChange: (value: string) => void }) {
  return (
    <input
      id={props.id}
      className="mall-wallet-input"
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder}
      value={props.value}
      aria-invalid={props.invalid}
      aria-describedby={props.hintId}
      data-testid={props.testId}
      onChange={(ev) => props.onChange(normalizeMoneyInput(ev.target.value))}
    />
  );
}

/** The line under a money input: its problem, announced, or else a note. */
export function MoneyHint({ id, problem, note, testId }: { id: string; problem: string | null; note: ReactNode; testId?: string }) {
  return (
    <p id={id} className={problem ? 'mall-wallet-hint mall-wallet-hint--error' : 'mall-wallet-hint'} role={problem ? 'alert' : undefined} data-testid={testId}>
      {problem ?? note}
    </p>
  );
}
