import { useTranslation } from 'react-i18next';
import { DeadlinePill } from '../../shared/ui/deadline-pill.tsx';

/** "Pay within 00:14:59" from the milliseconds left (the page keeps the clock), or that the time is over. */
export function PaymentCountdown({ left, text = 'common.payWithin' }: { left: number; text?: 'common.payWithin' | 'cancelled.left' }) {
  const { t } = useTranslation('payment');
  return <DeadlinePill left={left} running={(time) => t(text, { time })} expired={t('common.expired')} testId="payment-countdown" />;
}
