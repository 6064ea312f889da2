import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantInvoiceTab } from '@mall/contract/invoice/query-merchant-invoices';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_INVOICES_API } from './merchant-invoices-api.ts';
import { merchantInvoiceKeys, merchantInvoiceQueries } from './merchant-invoices-queries.ts';

export function useShopInvoiceList(shopId: number, status: MerchantInvoiceTab) {
  return useInfiniteQuery(merchantInvoiceQueries.list(useQueryLang(), shopId, status));
}

/** Issues an invoice; a refusal is announced by the transport, as it answers the merchant's own tap. Both tabs are asked again. */
export function useIssueInvoice(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) => callApi(MERCHANT_INVOICES_API.issue, { invoiceId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: merchantInvoiceKeys.shop(shopId) }),
  });
}
