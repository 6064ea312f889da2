import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import './payment.css';

export type PanelTone = 'success' | 'waiting' | 'stopped' | 'warning';

const ICONS = { success: CheckCircleFill, waiting: ClockCircleFill, stopped: CloseCircleFill, warning: ExclamationCircleFill } as const;

export interface PanelAction {
  label: ReactNode;
  onClick: () => void;
  primary?: boolean;
  testId?: string;
}

export interface PaymentStatePanelProps {
  tone: PanelTone;
  title: ReactNode;
  /** Usually the amount. */
  children?: ReactNode;
  note?: ReactNode;
  actions?: readonly PanelAction[];
}

/** Where a payment stands, as one card: an icon in the state's colour, a title, the amount, a note and the way on. */
export function PaymentStatePanel({ tone, title, children, note, actions = [] }: PaymentStatePanelProps) {
  const Icon = ICONS[tone];
  return (
    <section className={`mall-card mall-pay-state is-${tone}`} data-testid="payment-state" data-tone={tone}>
      <Icon className="mall-pay-state-icon" aria-hidden />
      <h2 className="mall-pay-state-title">{title}</h2>
      {children}
      {note && <p className="mall-pay-state-note">{note}</p>}
      {actions.length > 0 && (
        <div className="mall-pay-state-actions">
          {actions.map((action, i) => (
            <Button key={i} block shape="rounded" color="primary" fill={action.primary ? 'solid' : 'outline'} onClick={action.onClick} data-testid={action.testId}>
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
