import { path as cancelPath, type cancelOrder } from '@mall/contract/order/cancel-order';
import { path as deletePath, type deleteOrder } from '@mall/contract/order/delete-order';
import { path as editAddressPath, type editOrderAddress } from '@mall/contract/order/edit-order-address';
import { path as detailPath, type queryOrderDetail } from '@mall/contract/order/query-order-detail';
import { path as quoteAddressPath, type quoteOrderAddress } from '@mall/contract/order/quote-order-address';
import { path as listPath, type queryOrders } from '@mall/contract/order/query-orders';
import { path as receivePath, type receiveOrderGoods } from '@mall/contract/order/receive-order-goods';
import { path as reorderPath, type reorderOrder } from '@mall/contract/order/reorder-order';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The calls of the shopper's own orders after the commit (contract: packages/contract/src/order). */
export const ORDER_API = {
  list: endpointRef<typeof queryOrders>(listPath),
  detail: endpointRef<typeof queryOrderDetail>(detailPath),
  cancel: endpointRef<typeof cancelOrder>(cancelPath),
  remove: endpointRef<typeof deleteOrder>(deletePath),
  receive: endpointRef<typeof receiveOrderGoods>(receivePath),
  reorder: endpointRef<typeof reorderOrder>(reorderPath),
  editAddress: endpointRef<typeof editOrderAddress>(editAddressPath),
  quoteAddress: endpointRef<typeof quoteOrderAddress>(quoteAddressPath),
} as const;
