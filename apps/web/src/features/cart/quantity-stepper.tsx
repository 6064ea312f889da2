import { useEffect, useRef, useState } from 'react';
import { NumberStepper } from '../../shared/ui/number-stepper.tsx';

/** Taps and typing this close together become one change (one call), the last value. */
const SETTLE_MS = 350;

export interface QuantityStepperProps {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  /** Called once the shopper has stopped changing the number, with a value from 1 to `max`. */
  onCommit: (quantity: number) => void;
}

/**
 * A line's quantity stepper. It shows every tap at once but sends only the settled number, so tapping + five times
 * makes one call, not five; the server's quantity takes over again as soon as nothing is pending.
 */
export function QuantityStepper({ value, max, label, disabled, onCommit }: QuantityStepperProps) {
  const [draft, setDraft] = useState<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The number waiting to be sent, so that leaving the page in the meantime still sends it. */
  const pending = useRef<{ quantity: number; from: number } | undefined>(undefined);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  const flush = () => {
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = undefined;
    if (change && change.quantity !== change.from) commit.current(change.quantity);
  };
  useEffect(() => flush, []);

  const change = (next: number) => {
    const quantity = Math.min(Math.max(1, Math.floor(next)), Math.max(1, max));
    setDraft(quantity);
    pending.current = { quantity, from: value };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft(undefined);
      flush();
    }, SETTLE_MS);
  };

  return (
    <NumberStepper className="mall-cart-stepper" min={1} max={Math.max(1, max, value)} value={draft ?? value} disabled={disabled} onChange={change} label={label} data-testid="cart-stepper" />
  );
}
