import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZInvoice, ZInvoiceId, ZInvoiceTitleInput } from './invoice-fields.ts';

export const path = 'invoice/update';

/** Changes the title or the email of one of the caller's invoices before the shop issues it (after: INVOICE_ALREADY_ISSUED). */
export const ZUpdateInvoiceRequest = z.strictObject({ invoiceId: ZInvoiceId, ...ZInvoiceTitleInput.shape });
export type TUpdateInvoiceRequest = z.input<typeof ZUpdateInvoiceRequest>;
export const ZUpdateInvoiceResponse = ZInvoice;
export type TUpdateInvoiceResponse = z.infer<typeof ZUpdateInvoiceResponse>;

export const updateInvoice = defineEndpoint({
  path,
  access: 'user',
  summary: "Changes an invoice's title or email while it waits to be issued",
  request: ZUpdateInvoiceRequest,
  response: ZUpdateInvoiceResponse,
});
