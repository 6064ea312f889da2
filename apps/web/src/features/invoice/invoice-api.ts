import { path as applyPath, type applyInvoice } from '@mall/contract/invoice/apply-invoice';
import { path as templatesPath, type queryInvoiceTemplates } from '@mall/contract/invoice/query-invoice-templates';
import { path as queryPath, type queryInvoices } from '@mall/contract/invoice/query-invoices';
import { path as updatePath, type updateInvoice } from '@mall/contract/invoice/update-invoice';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shopper's invoice calls. */
export const INVOICE_API = {
  templates: endpointRef<typeof queryInvoiceTemplates>(templatesPath),
  apply: endpointRef<typeof applyInvoice>(applyPath),
  query: endpointRef<typeof queryInvoices>(queryPath),
  update: endpointRef<typeof updateInvoice>(updatePath),
};
