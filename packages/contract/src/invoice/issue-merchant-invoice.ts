import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZInvoice, ZInvoiceId } from './invoice-fields.ts';

export const path = 'merchant/invoice/issue';

/**
 * Issues a requested invoice: the shop's next number, the amount as it stands now (paid less refunded), and its PDF.
 * Issuing an issued invoice answers it as it is; while a refund of the order is under way it waits (INVOICE_REFUND_PENDING).
 */
export const ZIssueMerchantInvoiceRequest = z.strictObject({ invoiceId: ZInvoiceId });
export type TIssueMerchantInvoiceRequest = z.input<typeof ZIssueMerchantInvoiceRequest>;
export const ZIssueMerchantInvoiceResponse = ZInvoice;
export type TIssueMerchantInvoiceResponse = z.infer<typeof ZIssueMerchantInvoiceResponse>;

export const issueMerchantInvoice = defineEndpoint({
  path,
  access: 'merchant',
  right: 'finance',
  summary: "Issues one of the shop's requested invoices: numbered (gapless per shop) and rendered as a PDF",
  request: ZIssueMerchantInvoiceRequest,
  response: ZIssueMerchantInvoiceResponse,
});
