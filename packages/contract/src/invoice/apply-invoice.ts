import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZRequestKey } from '../platform/request-key.ts';
import { ZOrderId } from '../order/order-view-fields.ts';
import { ZInvoice, ZInvoiceTitleInput } from './invoice-fields.ts';

export const path = 'invoice/apply';

/**
 * Asks the order's shop for an invoice: for one of the caller's completed orders, one live invoice per order. The
 * same `requestKey` answers the same invoice; `saveTitle` keeps the title for next time.
 */
export const ZApplyInvoiceRequest = z.strictObject({ orderId: ZOrderId, ...ZInvoiceTitleInput.shape, requestKey: ZRequestKey });
export type TApplyInvoiceRequest = z.input<typeof ZApplyInvoiceRequest>;
export const ZApplyInvoiceResponse = ZInvoice;
export type TApplyInvoiceResponse = z.infer<typeof ZApplyInvoiceResponse>;

export const applyInvoice = defineEndpoint({
  path,
  access: 'user',
  summary: 'Requests an invoice for one of the caller\'s completed orders (personal, or company with a valid tax number); idempotent by requestKey',
  request: ZApplyInvoiceRequest,
  response: ZApplyInvoiceResponse,
});
