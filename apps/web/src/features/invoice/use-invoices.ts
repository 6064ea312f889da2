import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplyInvoiceRequest } from '@mall/contract/invoice/apply-invoice';
import type { TUpdateInvoiceRequest } from '@mall/contract/invoice/update-invoice';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { INVOICE_API } from './invoice-api.ts';
import { invoiceKeys, invoiceQueries } from './invoice-queries.ts';

export function useOrderInvoices(orderId: number) {
  return useQuery(invoiceQueries.ofOrder(useQueryLang(), orderId));
}

export function useInvoiceTitles() {
  return useQuery(invoiceQueries.titles(useQueryLang()));
}

/** Requests or changes an invoice; the form shows a refusal beside its fields. The order's invoices and the titles are asked again. */
export function useSaveInvoice(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { apply: TApplyInvoiceRequest } | { update: TUpdateInvoiceRequest }) =>
      'apply' in body ? callApi(INVOICE_API.apply, body.apply, { autoShowError: false }) : callApi(INVOICE_API.update, body.update, { autoShowError: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.order(orderId) });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.titles });
    },
  });
}
