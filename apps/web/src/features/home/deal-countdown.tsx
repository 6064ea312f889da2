import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownFace, useNow } from './deal-clock.ts';
import './deal-countdown.css';

export interface DealCountdownProps {
  /** ISO 8601 end (or start, for an upcoming deal). */
  until: string;
  /** "Ends in" or "Starts in". */
  label?: string;
  /** Called once when the countdown reaches zero (to fetch the deals again). */
  onDone?: () => void;
  tone?: 'light' | 'dark';
}

/** A live countdown in boxes (2d 01:02:03), ticking every second. */
export function DealCountdown({ until, label, onDone, tone = 'dark' }: DealCountdownProps) {
  const { t } = useTranslation('home');
  const face = countdownFace(until, useNow());
  const reported = useRef(false);
  useEffect(() => {
    if (face.done && !reported.current) {
      reported.current = true;
      onDone?.();
    }
    if (!face.done) reported.current = false;
  }, [face.done, onDone]);
  return (
    <span className={`mall-countdown is-${tone}`} role="timer" aria-live="off" data-testid="deal-countdown">
      {label && <span className="mall-countdown-label">{label}</span>}
      {face.days > 0 && <span className="mall-countdown-days">{t('deals.days', { count: face.days })}</span>}
      <b>{face.hh}</b>:<b>{face.mm}</b>:<b>{face.ss}</b>
    </span>
  );
}
