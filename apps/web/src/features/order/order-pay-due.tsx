import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../shared/format/countdown.ts';
import { useTimeLeft } from './use-time-left.ts';

const DAY_MS = 86_400_000;

/**
 * How long an unpaid order has before it is cancelled, moving every second; the "Pay" button beside it opens the
 * payment page.
 */
export function OrderPayCountdown({ payDeadline }: { payDeadline: string }) {
  const { t } = useTranslation('order');
  const left = useTimeLeft(Date.parse(payDeadline));
  if (left <= 0) return <span className="mall-order-countdown is-expired">{t('pay.expired')}</span>;
  return (
    <span className="mall-order-countdown" role="timer" data-testid="order-countdown">
      {t('pay.within', { time: formatCountdown(left, left >= DAY_MS ? 'DD:HH:mm:ss' : 'HH:mm:ss') })}
    </span>
  );
}
