// What other modules may use of the invoice module (invoices of orders).
export { invoiceStatusOfOrders } from './invoice-status.ts';
