import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecorateConfig } from '../../../features/decorate/use-decorate-config.ts';
import { OrderInvoices } from '../../../features/invoice/order-invoices.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Page, type PageProps } from '../../../shared/ui/page.tsx';
import { PageNavBar } from '../../../shared/ui/page-nav-bar.tsx';

/** Spec route `user/invoice/invoiceapply` (?orderId=): ask for an invoice of a completed order, follow it, open its PDF. */
export default function InvoiceApplyPage({ query }: PageProps) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const config = useDecorateConfig();
  const orderId = Number(query.orderId);
  const toOrders = () => void navigate('/pages/order/order');
  return (
    <Page name="user/invoice/invoiceapply">
      <PageNavBar title={t('page.title')} />
      <main className="mall-page-body mall-invoice-body">
        {Number.isInteger(orderId) && orderId > 0 ? (
          <OrderInvoices key={orderId} orderId={orderId} baseCurrency={config.data?.baseCurrency} onNoOrder={toOrders} />
        ) : (
          <EmptyState title={t('page.noOrder')} description={t('page.noOrderNote')} action={{ label: t('page.toOrders'), onClick: toOrders }} />
        )}
      </main>
    </Page>
  );
}
