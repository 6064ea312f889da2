import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZInvoiceTitle, ZInvoiceTitleKind } from './invoice-fields.ts';

export const path = 'invoice/query/template/list';

/** The caller's saved titles, most recently used first; of one kind when `titleKind` is given. */
export const ZQueryInvoiceTemplatesRequest = z.strictObject({ titleKind: ZInvoiceTitleKind.optional() });
export type TQueryInvoiceTemplatesRequest = z.input<typeof ZQueryInvoiceTemplatesRequest>;
export const ZQueryInvoiceTemplatesResponse = z.object({ list: z.array(ZInvoiceTitle) });
export type TQueryInvoiceTemplatesResponse = z.infer<typeof ZQueryInvoiceTemplatesResponse>;

export const queryInvoiceTemplates = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's saved invoice titles (personal: a name; company: a name and its tax number), most recently used first",
  request: ZQueryInvoiceTemplatesRequest,
  response: ZQueryInvoiceTemplatesResponse,
});
