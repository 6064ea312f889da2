import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import './payment.css';

export interface PaymentRow {
  label: ReactNode;
  value: ReactNode;
  /** Text a "copy" button puts on the clipboard (account numbers, the transfer reference). */
  copy?: string;
  testId?: string;
}

/** Label and value rows in a card, with a copy button where the shopper will need to type the value elsewhere. */
export function PaymentRows({ title, rows }: { title?: ReactNode; rows: readonly PaymentRow[] }) {
  const { t } = useTranslation('payment');
  return (
    <section className="mall-card mall-pay-rows">
      {title && <h2 className="mall-pay-section-title">{title}</h2>}
      {rows.map((row, i) => (
        <div className="mall-pay-row" key={i} data-testid={row.testId}>
          <span className="mall-pay-row-label">{row.label}</span>
          <span className="mall-pay-row-value">{row.value}</span>
          {row.copy !== undefined && (
            <CopyButton text={row.copy} label={t('common.copy')} copied={t('common.copied')} failed={t('common.copyFailed')} />
          )}
        </div>
      ))}
    </section>
  );
}
