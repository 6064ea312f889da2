import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderId } from '../order/order-view-fields.ts';
import { ZInvoice } from './invoice-fields.ts';

export const path = 'invoice/query';

/**
 * The caller's invoices and credit notes, newest first, a page at a time; with `orderId`, those of that order (its
 * invoice and any credit notes: an empty list when it has none). Issued ones carry a signed link to their PDF.
 */
export const ZQueryInvoicesRequest = z.strictObject({ ...ZPageRequest.shape, orderId: ZOrderId.optional() });
export type TQueryInvoicesRequest = z.input<typeof ZQueryInvoicesRequest>;
export const ZQueryInvoicesResponse = pageOf(ZInvoice);
export type TQueryInvoicesResponse = z.infer<typeof ZQueryInvoicesResponse>;

export const queryInvoices = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's invoices and credit notes (or one order's), newest first, with PDF links for issued ones",
  request: ZQueryInvoicesRequest,
  response: ZQueryInvoicesResponse,
});
