import { and, count, desc, eq } from 'drizzle-orm';
import type { TQueryMerchantOrdersRequest, TQueryMerchantOrdersResponse } from '@mall/contract/logistics/query-merchant-orders';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { merchant } from '../merchant/merchant.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { shipmentsOfOrders } from './shipment-view.ts';

/**
 * `merchant/saleorder/query`: a page of the orders of the caller's shops, newest first, optionally of one status,
 * each with its parcel once shipped. The merchant's shops come by `merchant_account_key` and `shop_merchant_idx`,
 * their orders by `sale_order_shop_idx` (shop, status, created); the parcels of the page in one more query.
 */
export async function queryMerchantOrders(
  db: Db,
  merchantAccountId: number,
  req: Required<Pick<TQueryMerchantOrdersRequest, 'pageNum' | 'pageSize'>> & Pick<TQueryMerchantOrdersRequest, 'status'>,
  lang: Lang,
): Promise<TQueryMerchantOrdersResponse> {
  const { pageNum, pageSize, status } = req;
  const where = and(eq(merchant.accountId, merchantAccountId), status ? eq(saleOrder.status, status) : undefined);
  const from = () =>
    db
      .select({
        orderId: saleOrder.id,
        orderNo: saleOrder.orderNo,
        shopId: saleOrder.shopId,
        shopName: shop.name,
        status: saleOrder.status,
        quantity: saleOrder.quantity,
        payAmount: saleOrder.payAmount,
        remark: saleOrder.remark,
        address: saleOrder.address,
        createdAt: saleOrder.createdAt,
        paidAt: saleOrder.paidAt,
        shippedAt: saleOrder.shippedAt,
      })
      .from(saleOrder)
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .innerJoin(merchant, eq(merchant.id, shop.merchantId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(saleOrder.createdAt), desc(saleOrder.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: count() })
      .from(saleOrder)
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .innerJoin(merchant, eq(merchant.id, shop.merchantId))
      .where(where),
  ]);
  const parcels = await shipmentsOfOrders(
    db,
    rows.map((r) => r.orderId),
    lang,
  );
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => ({
      ...r,
      shopName: textIn(r.shopName, lang),
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      shippedAt: r.shippedAt?.toISOString() ?? null,
      shipment: parcels.get(r.orderId) ?? null,
    })),
    total: n,
    pageNum,
    pageSize,
    hasMore: pageNum * pageSize < n,
  };
}
