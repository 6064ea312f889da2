import type { TQueryMerchantOrdersRequest, TQueryMerchantOrdersResponse } from '@mall/contract/logistics/query-merchant-orders';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { readShopOrdersPage } from '../../read-models/merchant-orders.ts';
import { shipmentsOfOrders } from '../logistics/logistics.api.ts';

/**
 * `merchant/saleorder/query`: a page of the orders of the shops where the caller may handle orders, newest first,
 * optionally of one status, each with its parcel once shipped (the page's parcels in one more query).
 */
export async function queryMerchantOrders(
  db: Db,
  shopIds: readonly number[],
  req: Required<Pick<TQueryMerchantOrdersRequest, 'pageNum' | 'pageSize'>> & Pick<TQueryMerchantOrdersRequest, 'status'>,
  lang: Lang,
): Promise<TQueryMerchantOrdersResponse> {
  const { pageNum, pageSize } = req;
  const { rows, total } = await readShopOrdersPage(db, shopIds, req);
  const parcels = await shipmentsOfOrders(
    db,
    rows.map((r) => r.orderId),
    lang,
  );
  return {
    list: rows.map((r) => ({
      ...r,
      shopName: textIn(r.shopName, lang),
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      shippedAt: r.shippedAt?.toISOString() ?? null,
      shipment: parcels.get(r.orderId) ?? null,
    })),
    total,
    pageNum,
    pageSize,
    hasMore: pageNum * pageSize < total,
  };
}
