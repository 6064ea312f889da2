import { path as issuePath, type issueMerchantInvoice } from '@mall/contract/invoice/issue-merchant-invoice';
import { path as queryPath, type queryMerchantInvoices } from '@mall/contract/invoice/query-merchant-invoices';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The merchant console's invoice calls. */
export const MERCHANT_INVOICES_API = {
  query: endpointRef<typeof queryMerchantInvoices>(queryPath),
  issue: endpointRef<typeof issueMerchantInvoice>(issuePath),
};
