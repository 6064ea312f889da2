import type { Deps } from '../../platform/deps.ts';
import { ORDER_EVENTS, type OrderEventPayload } from '../order/order.api.ts';
import { takeawayOrderEvent } from '../../read-models/takeaway-order-facts.ts';
import { startTakeawayProgress } from './takeaway-progress.service.ts';

/** A paid takeaway order starts at `accepted` (in the delivery's transaction, so once). */
export function subscribeTakeawayEvents(deps: Deps): void {
  deps.domainEvents.subscribe<OrderEventPayload>(
    ORDER_EVENTS.shipping,
    'takeaway.start-progress',
    async (tx, { payload }) => {
      await startTakeawayProgress(tx, payload.orderId);
    },
    { only: takeawayOrderEvent },
  );
}
