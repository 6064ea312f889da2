import { inBackground, type Deps } from '../../platform/deps.ts';
import { REFUND_EVENTS, type RefundEventPayload } from '../payment/payment.api.ts';
import { creditRefund } from './invoice-issue.service.ts';

/**
 * What the invoice module does when other things happen, through the outbox (in the delivery's transaction, so once):
 * a refund that settles after its order's invoice was issued gets a credit note.
 */
export function subscribeInvoiceEvents(deps: Deps): void {
  deps.domainEvents.subscribe<RefundEventPayload>(REFUND_EVENTS.settled, 'invoice.credit-note', async (tx, { payload }) => {
    await creditRefund(inBackground(deps), tx, payload.refundId);
  });
}
