import type { FastifyInstance } from 'fastify';
import { applyInvoice as applyCall } from '@mall/contract/invoice/apply-invoice';
import { queryInvoiceTemplates as templatesCall } from '@mall/contract/invoice/query-invoice-templates';
import { queryInvoices as queryCall } from '@mall/contract/invoice/query-invoices';
import { updateInvoice as updateCall } from '@mall/contract/invoice/update-invoice';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { applyInvoice, updateInvoice } from './invoice-apply.service.ts';
import { queryInvoices } from './invoice-query.service.ts';
import { listInvoiceTitles } from './invoice-titles.service.ts';
import { readInvoice } from './invoice-view.ts';

/** The shopper's invoice calls (spec `invoice/*`): saved titles, request, list, change before issue. */
export function invoiceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, templatesCall, ({ body, ctx }) => listInvoiceTitles(db, userOf(ctx), body.titleKind));
  registerEndpoint(app, deps, applyCall, async ({ body, ctx }) => readInvoice(deps, await applyInvoice(db, userOf(ctx), body), ctx.lang));
  registerEndpoint(app, deps, queryCall, ({ body, ctx }) => queryInvoices(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, updateCall, async ({ body, ctx }) => {
    await updateInvoice(db, userOf(ctx), body);
    return readInvoice(deps, body.invoiceId, ctx.lang);
  });
}
