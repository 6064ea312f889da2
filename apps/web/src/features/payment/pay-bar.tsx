import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import './payment.css';

/** The bar fixed at the foot of a payment page, holding its one main button (and an optional second one). */
export function PayBar({ children, secondary }: { children: ReactNode; secondary?: ReactNode }) {
  return (
    <BottomBar className="mall-pay-bar" testId="pay-bar">
      {secondary}
      {children}
    </BottomBar>
  );
}

export interface PayBarButtonProps {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  /** Outlined, for a way out (cancel) rather than the way on. */
  secondary?: boolean;
  testId?: string;
}

export function PayBarButton({ label, onClick, disabled, loading, secondary, testId }: PayBarButtonProps) {
  return (
    <Button
      className="mall-pay-bar-button"
      block
      color="primary"
      fill={secondary ? 'outline' : 'solid'}
      shape="rounded"
      size="large"
      disabled={disabled}
      loading={loading}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** The bar of a payment waiting elsewhere (a scan, a bank transfer): its one button gives the payment up, after asking. */
export function GiveUpBar({ giveUp, paymentNo, testId }: { giveUp: { busy: boolean; giveUp: (paymentNo: string) => Promise<boolean> }; paymentNo: string; testId: string }) {
  const { t } = useTranslation('payment');
  return (
    <PayBar>
      <PayBarButton label={t('common.cancelPayment')} secondary loading={giveUp.busy} onClick={() => void giveUp.giveUp(paymentNo)} testId={testId} />
    </PayBar>
  );
}
