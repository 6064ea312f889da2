import { and, count, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { GoodsNewsKind, TGoodsNews } from '@mall/contract/catalogue/goods-news';
import type { Lang } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { goods, goodsNews } from '../modules/catalogue/catalogue.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { goodsCardColumns, toGoodsCard } from './goods-cards.ts';
import { shopCardColumns, toShopCard } from './shop-cards.ts';

/** Read model: goods news (catalogue) with the goods card and the shop card (shop) each is about. */

export interface NewsPageInput {
  newsKind?: GoodsNewsKind | undefined;
  pageNum: number;
  pageSize: number;
}

/**
 * A page of goods news, newest first. News about a goods taken off the shelf, or about a disabled shop, is left
 * out, as the deals leave such goods out: a shopper could not act on it.
 */
export async function readGoodsNews(db: Db, input: NewsPageInput, lang: Lang): Promise<Page<TGoodsNews>> {
  const conditions: (SQL | undefined)[] = [
    or(isNull(goodsNews.goodsId), and(eq(goods.status, 'on_sale'), eq(goods.shopListed, true))),
    or(isNull(goodsNews.shopId), ne(shop.status, 'disabled')),
  ];
  if (input.newsKind) conditions.push(eq(goodsNews.kind, input.newsKind));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ news: goodsNews, card: goodsCardColumns, shop: shopCardColumns })
      .from(goodsNews)
      .leftJoin(goods, eq(goods.id, goodsNews.goodsId))
      .leftJoin(shop, eq(shop.id, goodsNews.shopId))
      .where(where)
      .orderBy(desc(goodsNews.publishedAt), desc(goodsNews.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db
      .select({ n: count() })
      .from(goodsNews)
      .leftJoin(goods, eq(goods.id, goodsNews.goodsId))
      .leftJoin(shop, eq(shop.id, goodsNews.shopId))
      .where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map(({ news, card, shop: s }) => ({
      id: news.id,
      kind: news.kind,
      title: textIn(news.title, lang),
      summary: textIn(news.summary, lang),
      image: news.image,
      publishedAt: news.publishedAt.toISOString(),
      goods: card ? toGoodsCard(card, lang) : null,
      shop: s ? toShopCard(s, lang) : null,
    })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}
