import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invoiceApplyPath } from './invoice-paths.ts';
import { useOrderInvoices } from './use-invoices.ts';
import './invoice.css';

/** The completed order's invoice card: ask for one, or see where it stands; either way the invoice page opens. */
export function OrderInvoiceEntry({ orderId }: { orderId: number }) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const invoices = useOrderInvoices(orderId);
  // Nothing to say until it is known; a failure leaves the order page as it was.
  if (!invoices.data) return null;
  const invoice = invoices.data.list.find((i) => i.kind === 'invoice');
  const note = !invoice ? t('entry.none') : invoice.status === 'issued' && invoice.invoiceNo ? t('entry.issued', { number: invoice.invoiceNo }) : t('entry.requested');
  return (
    <section className="mall-card mall-invoice-entry" aria-labelledby="order-invoice-title" data-testid="order-invoice">
      <div className="mall-invoice-entry-text">
        <h2 className="mall-invoice-entry-title" id="order-invoice-title">
          {t('entry.title')}
        </h2>
        <p className="mall-invoice-entry-note">{note}</p>
      </div>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={() => void navigate(invoiceApplyPath(orderId))} data-testid="order-invoice-open">
        {invoice ? t('entry.view') : t('entry.request')}
      </Button>
    </section>
  );
}
