import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { InvoiceCard } from './invoice-card.tsx';
import { InvoiceForm } from './invoice-form.tsx';
import { useOrderInvoices } from './use-invoices.ts';
import './invoice.css';

/**
 * An order's invoice on its page: the form to ask for one while there is none; else the invoice (changeable until the
 * shop issues it, then its PDF) and any credit notes after it.
 */
export function OrderInvoices({ orderId, baseCurrency, onNoOrder }: { orderId: number; baseCurrency: string | undefined; onNoOrder: () => void }) {
  const { t } = useTranslation('invoice');
  const invoices = useOrderInvoices(orderId);
  const [editing, setEditing] = useState(false);
  if (invoices.isPending) return <ListSkeleton rows={3} />;
  if (invoices.isError) {
    if (isApiError(invoices.error) && invoices.error.code === CODE.NOT_FOUND) {
      return <EmptyState title={t('page.noOrder')} description={t('page.noOrderNote')} action={{ label: t('page.toOrders'), onClick: onNoOrder }} />;
    }
    return <LoadFailed description={invoices.error.message} onRetry={() => void invoices.refetch()} />;
  }
  const invoice = invoices.data.list.find((i) => i.kind === 'invoice' && i.status !== 'cancelled');
  if (!invoice) return <InvoiceForm orderId={orderId} />;
  const notes = invoices.data.list.filter((i) => i.kind === 'credit_note');
  return (
    <>
      {editing && invoice.editable ? (
        <InvoiceForm orderId={orderId} editing={invoice} onDone={() => setEditing(false)} />
      ) : (
        <InvoiceCard invoice={invoice} baseCurrency={baseCurrency} onEdit={() => setEditing(true)} />
      )}
      {notes.map((note) => (
        <InvoiceCard key={note.invoiceId} invoice={note} baseCurrency={baseCurrency} />
      ))}
    </>
  );
}
