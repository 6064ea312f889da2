import { ResultPanel, type ResultPanelProps } from '../../shared/ui/result-panel.tsx';
import './payment.css';

/** Where a payment stands (shared/ui/result-panel.tsx), under the one test id every payment page answers to. */
export function PaymentStatePanel(props: Omit<ResultPanelProps, 'testId'>) {
  return <ResultPanel testId="payment-state" {...props} />;
}
