import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/ui/toast.ts';
import { copyText } from './copy-text.ts';
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
  const copy = (text: string) => void copyText(text).then((ok) => showToast(ok ? t('common.copied') : t('common.copyFailed')));
  return (
    <section className="mall-card mall-pay-rows">
      {title && <h2 className="mall-pay-section-title">{title}</h2>}
      {rows.map((row, i) => (
        <div className="mall-pay-row" key={i} data-testid={row.testId}>
          <span className="mall-pay-row-label">{row.label}</span>
          <span className="mall-pay-row-value">{row.value}</span>
          {row.copy !== undefined && (
            <button type="button" className="mall-pay-copy" onClick={() => copy(row.copy ?? '')}>
              {t('common.copy')}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
