import { formatCountdown } from '../format/countdown.ts';
import './deadline-pill.css';

const DAY_MS = 86_400_000;

export interface DeadlinePillProps {
  /** Milliseconds left (the page keeps the clock). */
  left: number;
  /** The running text around the time, e.g. "Pay within {{time}}". */
  running: (time: string) => string;
  /** Once the time is over. */
  expired: string;
  testId?: string;
}

/** A countdown to a deadline in a pill ("Pay within 00:14:59", days shown past 24 h), greyed once it is over. */
export function DeadlinePill({ left, running, expired, testId }: DeadlinePillProps) {
  if (left <= 0)
    return (
      <p className="mall-deadline-pill is-expired" data-testid={testId}>
        {expired}
      </p>
    );
  return (
    <p className="mall-deadline-pill" role="timer" data-testid={testId}>
      {running(formatCountdown(left, left >= DAY_MS ? 'DD:HH:mm:ss' : 'HH:mm:ss'))}
    </p>
  );
}
