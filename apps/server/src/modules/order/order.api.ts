// What other modules may use of the order module (orders, their state machine and their events).
export {
  extendPayDeadline,
  lockOrdersForPayment,
  orderIdsOfCommit,
  orderLinesForRefund,
  ordersByIds,
  shopOfOrder,
  shopperOrders,
  shortenPayDeadline,
} from './order-payment-facts.ts';
export { orderForAftersale, type AftersaleOrder } from './order-aftersale-facts.ts';
export { queryOwnOrderHeader } from './order-query.service.ts';
export { moveOrder, moveOrders, ORDER_EVENTS, tryMoveOrder, type MovedOrder, type OrderEventPayload, type OrderMove } from './order-state.ts';
export { orderPointsFacts, REDEEMED_POINTS } from './order-points.ts';
export { cancelPaidOrder, cancelUnpaidOrder } from './order-cancel.ts';
export { registerCommitStep, type CommittedOrders } from './order-commit-steps.ts';
export { capPayDeadline, openQuoteCheckout } from './order-quote.ts';
