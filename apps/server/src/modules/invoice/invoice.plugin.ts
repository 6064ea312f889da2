import { defineModule } from '../../platform/module.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { merchantInvoiceRoutes } from './merchant-invoice.routes.ts';
import { subscribeInvoiceEvents } from './invoice-subscribers.ts';

/** The invoice module: shoppers' invoice titles and requests, the shops' issuing, PDFs and credit notes. */
export const invoiceModule = defineModule({
  name: 'invoice',
  dependsOn: ['decorate', 'payment', 'resource'],
  register(app, deps) {
    invoiceRoutes(app, deps);
    merchantInvoiceRoutes(app, deps);
    subscribeInvoiceEvents(deps);
  },
});
