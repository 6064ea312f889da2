import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZInvoice } from './invoice-fields.ts';

export const path = 'merchant/invoice/query';

/** The console's tabs: invoices waiting to be issued (oldest first), and those issued with the credit notes (newest first). */
export const MERCHANT_INVOICE_TABS = ['requested', 'issued'] as const;
export type MerchantInvoiceTab = (typeof MERCHANT_INVOICE_TABS)[number];

export const ZQueryMerchantInvoicesRequest = z.strictObject({ ...ZKeysetRequest.shape, shopId: ZShopId, status: z.enum(MERCHANT_INVOICE_TABS) });
export type TQueryMerchantInvoicesRequest = z.input<typeof ZQueryMerchantInvoicesRequest>;
export const ZQueryMerchantInvoicesResponse = keysetPageOf(ZInvoice);
export type TQueryMerchantInvoicesResponse = z.infer<typeof ZQueryMerchantInvoicesResponse>;

export const queryMerchantInvoices = defineEndpoint({
  path,
  access: 'merchant',
  right: 'finance',
  summary: "A shop's invoices of one status, a keyset page at a time: requested ones oldest first, issued ones (credit notes too) newest first",
  request: ZQueryMerchantInvoicesRequest,
  response: ZQueryMerchantInvoicesResponse,
});
