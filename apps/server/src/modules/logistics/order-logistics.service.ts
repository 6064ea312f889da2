import { and, eq, isNull } from 'drizzle-orm';
import type { TQueryOrderLogisticsResponse } from '@mall/contract/logistics/query-order-logistics';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { areaNameColumns, withAreaNames } from '../order/order-address-view.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shipmentOfOrder } from './shipment-view.ts';

/**
 * `saleorder/logistics`: the parcel of one of the caller's orders with its timeline, newest event first, and the
 * address it goes to. An order not shipped yet answers `shipment: null`; an unknown, deleted or another
 * shopper's order is NOT_FOUND.
 */
export async function queryOrderLogistics(db: Db, accountId: number, orderId: number, lang: Lang): Promise<TQueryOrderLogisticsResponse> {
  const [row] = await db
    .select({ orderId: saleOrder.id, orderNo: saleOrder.orderNo, status: saleOrder.status, address: saleOrder.address, ...areaNameColumns })
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)));
  if (!row) throw new AppError('NOT_FOUND');
  const { nationName, provinceName, cityName, districtName, address, ...order } = row;
  // The address's areas in the caller's language, beside the region line as it was saved.
  return { ...order, address: withAreaNames(address, { nationName, provinceName, cityName, districtName }, lang), shipment: await shipmentOfOrder(db, orderId, lang) };
}
