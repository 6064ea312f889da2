import { and, asc, countDistinct, desc, eq, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryRecommendProvidersResponse } from '@mall/contract/shop/query-recommend-providers';
import type { Db } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { merchant } from '../modules/merchant/merchant.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { shopCardColumns, toShopCard } from './shop-cards.ts';

/** Read model: the merchants (merchant) whose shops (shop) the platform recommends, each with its open shops. */

const recommended = () => and(isNotNull(shop.recommendRank), eq(shop.status, 'open'))!;

/**
 * Recommended merchants ("providers"): the approved merchants with at least one recommended open shop, in the
 * order of their best-ranked shop, each with all its open shops, recommended ones first (in rank order), then
 * the best-selling.
 */
export async function readRecommendProviders(
  db: Db,
  input: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryRecommendProvidersResponse> {
  const where = and(recommended(), eq(merchant.status, 'approved'));
  const best = min(shop.recommendRank);
  const [page, [total]] = await Promise.all([
    db
      .select({ id: merchant.id, kind: merchant.kind, name: merchant.name, best })
      .from(shop)
      .innerJoin(merchant, eq(merchant.id, shop.merchantId))
      .where(where)
      .groupBy(merchant.id)
      .orderBy(asc(best), asc(merchant.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: countDistinct(shop.merchantId) }).from(shop).innerJoin(merchant, eq(merchant.id, shop.merchantId)).where(where),
  ]);
  const shops =
    page.length === 0
      ? []
      : await db
          .select({ ...shopCardColumns, merchantId: shop.merchantId })
          .from(shop)
          .where(and(inArray(shop.merchantId, page.map((m) => m.id)), eq(shop.status, 'open')))
          .orderBy(sql`${shop.recommendRank} asc nulls last`, desc(shop.salesCount), asc(shop.id));
  const n = total?.n ?? 0;
  return {
    list: page.map((m) => ({
      id: m.id,
      kind: m.kind,
      name: textIn(m.name, lang),
      shops: shops.filter((s) => s.merchantId === m.id).map(({ merchantId: _m, ...card }) => toShopCard(card, lang)),
    })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}
