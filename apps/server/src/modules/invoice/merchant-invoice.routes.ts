import type { FastifyInstance } from 'fastify';
import { issueMerchantInvoice as issueCall } from '@mall/contract/invoice/issue-merchant-invoice';
import { queryMerchantInvoices as queryCall } from '@mall/contract/invoice/query-merchant-invoices';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { issueInvoice } from './invoice-issue.service.ts';
import { queryMerchantInvoices } from './invoice-query.service.ts';
import { readInvoice, shopOfInvoice } from './invoice-view.ts';

/** The merchant console's invoices: a shop's by status, and issuing one; each where the caller holds `finance`. */
export function merchantInvoiceRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, queryCall, ({ body, ctx }) => queryMerchantInvoices(deps, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(
    app,
    deps,
    issueCall,
    async ({ body, ctx }) => {
      await issueInvoice(deps, shopOf(ctx), body.invoiceId, userOf(ctx));
      return readInvoice(deps, body.invoiceId, ctx.lang);
    },
    { shopOf: (body) => shopOfInvoice(deps.db, body.invoiceId) },
  );
}
