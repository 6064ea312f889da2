import type { TQueryMerchantOrdersRequest, TQueryMerchantOrdersResponse } from '@mall/contract/logistics/query-merchant-orders';
import type { TShipment } from '@mall/contract/logistics/shipment-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import type { TQueryShopOrdersRequest, TQueryShopOrdersResponse } from '@mall/contract/logistics/query-shop-orders';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { readShopOrdersPage } from '../../read-models/merchant-orders.ts';
import { readShopOrders } from '../../read-models/shop-orders.ts';
import { shipmentsOfOrders } from '../logistics/logistics.api.ts';

type OrderRow = Awaited<ReturnType<typeof readShopOrdersPage>>['rows'][number];

/** An order row as the merchant's lists answer it: names in the caller's language, times as ISO, its parcel. */
function toMerchantOrder(r: OrderRow, parcels: Map<number, TShipment>, lang: Lang) {
  return {
    ...r,
    shopName: textIn(r.shopName, lang),
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    shippedAt: r.shippedAt?.toISOString() ?? null,
    shipment: parcels.get(r.orderId) ?? null,
  };
}

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
    list: rows.map((r) => toMerchantOrder(r, parcels, lang)),
    total,
    pageNum,
    pageSize,
    hasMore: pageNum * pageSize < total,
  };
}

/** `merchant/saleorder/shop/query`: a keyset page of one shop's orders with their lines and parcels. */
export async function queryShopOrders(
  db: Db,
  shopId: number,
  req: Pick<TQueryShopOrdersRequest, 'status' | 'search' | 'after' | 'orderId'> & { pageSize: number },
  lang: Lang,
): Promise<TQueryShopOrdersResponse> {
  const { rows, lines, more } = await readShopOrders(db, { shopId, status: req.status, search: req.search, orderId: req.orderId, after: req.after ? decodeCursor(req.after) : undefined, pageSize: req.pageSize });
  const parcels = await shipmentsOfOrders(
    db,
    rows.map((r) => r.orderId),
    lang,
  );
  const last = rows.at(-1);
  return {
    list: rows.map(({ cursorAt: _cursor, ...r }) => ({
      ...toMerchantOrder(r, parcels, lang),
      lines: lines
        .filter((l) => l.orderId === r.orderId)
        .map(({ orderId: _order, ...l }) => ({ ...l, title: textIn(l.title, lang), specName: textIn(l.specName, lang) })),
    })),
    next: more && last ? encodeCursor(last.cursorAt, last.orderId) : null,
  };
}
