import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import './result-panel.css';

export type ResultTone = 'success' | 'waiting' | 'stopped' | 'warning';

const ICONS = { success: CheckCircleFill, waiting: ClockCircleFill, stopped: CloseCircleFill, warning: ExclamationCircleFill } as const;

export interface ResultAction {
  label: ReactNode;
  onClick: () => void;
  /** The way on (solid); otherwise outlined, or a plain text button when `plain`. */
  primary?: boolean;
  plain?: boolean;
  testId?: string;
}

export interface ResultPanelProps {
  tone: ResultTone;
  title: ReactNode;
  /** What the result is about: an amount, order numbers, a deadline. */
  children?: ReactNode;
  note?: ReactNode;
  actions?: readonly ResultAction[];
  testId?: string;
}

/**
 * Where something stands after the shopper acted, as one card: an icon in the tone's colour, a title, what it is
 * about, a note and the ways on. The checkout's result and every payment state use it.
 */
export function ResultPanel({ tone, title, children, note, actions = [], testId }: ResultPanelProps) {
  const Icon = ICONS[tone];
  return (
    <section className={`mall-card mall-result is-${tone}`} data-testid={testId} data-tone={tone}>
      <Icon className="mall-result-icon" aria-hidden />
      <h2 className="mall-result-title">{title}</h2>
      {children}
      {note && <p className="mall-result-note">{note}</p>}
      {actions.length > 0 && (
        <div className="mall-result-actions">
          {actions.map((action, i) => (
            <Button
              key={i}
              block
              shape="rounded"
              size="large"
              color="primary"
              fill={action.primary ? 'solid' : action.plain ? 'none' : 'outline'}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
