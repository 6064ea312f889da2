import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../shared/format/countdown.ts';

const DAY_MS = 86_400_000;

/** "Pay within 00:14:59" from the milliseconds left (the page keeps the clock), or that the time is over. */
export function PaymentCountdown({ left, text = 'common.payWithin' }: { left: number; text?: 'common.payWithin' | 'cancelled.left' }) {
  const { t } = useTranslation('payment');
  if (left <= 0)
    return (
      <p className="mall-pay-countdown is-expired" data-testid="payment-countdown">
        {t('common.expired')}
      </p>
    );
  return (
    <p className="mall-pay-countdown" role="timer" data-testid="payment-countdown">
      {t(text, { time: formatCountdown(left, left >= DAY_MS ? 'DD:HH:mm:ss' : 'HH:mm:ss') })}
    </p>
  );
}
