import type { ReactNode } from 'react';
import { Price } from '../../shared/ui/price.tsx';
import './payment.css';

/** The top of a payment page: what it is about, the amount in large type, and what follows (a countdown, a status). */
export function PaymentDueCard({ label, amount, children }: { label: ReactNode; amount: number; children?: ReactNode }) {
  return (
    <section className="mall-card mall-pay-due" data-testid="payment-due">
      <p className="mall-pay-due-label">{label}</p>
      <Price minor={amount} size="large" />
      {children}
    </section>
  );
}
