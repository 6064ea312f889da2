import type { TQueryOrderLogisticsResponse } from '@mall/contract/logistics/query-order-logistics';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { queryOwnOrderHeader } from '../order/order.api.ts';
import { shipmentOfOrder } from './shipment-view.ts';

/**
 * `saleorder/logistics`: the parcel of one of the caller's orders with its timeline, newest event first, and the
 * address it goes to. An order not shipped yet answers `shipment: null`; an unknown, deleted or another
 * shopper's order is NOT_FOUND.
 */
export async function queryOrderLogistics(db: Db, accountId: number, orderId: number, lang: Lang): Promise<TQueryOrderLogisticsResponse> {
  // The address's areas in the caller's language, beside the region line as it was saved.
  const order = await queryOwnOrderHeader(db, accountId, orderId, lang);
  return { ...order, shipment: await shipmentOfOrder(db, orderId, lang) };
}
