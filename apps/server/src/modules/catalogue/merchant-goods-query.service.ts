import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TQueryMerchantGoodsResponse, ZQueryMerchantGoodsRequest } from '@mall/contract/catalogue/query-merchant-goods';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { ValidationFailure } from '../../platform/validation.ts';
import { goods, goodsSku } from './catalogue.tables.ts';

/** `%`, `_` and `\` typed by the merchant match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `merchant/goods/query`: a page of a shop's goods, newest first. The cursor is the last goods of the previous page
 * (its id); the page continues below its (created_at, id) exactly, whatever was added since. A title search reads
 * the shop's rows only (a shop's goods, not the catalogue), so a plain ILIKE over the three titles and the item
 * number is enough.
 */
export async function queryMerchantGoods(db: Db, shopId: number, req: z.output<typeof ZQueryMerchantGoodsRequest>, lang: Lang): Promise<TQueryMerchantGoodsResponse> {
  if (req.after !== undefined && !/^[1-9]\d{0,9}$/.test(req.after)) throw new ValidationFailure([{ field: 'after', message: 'must be the `next` of the previous page' }]);
  const where: SQL[] = [eq(goods.shopId, shopId)];
  if (req.status) where.push(eq(goods.status, req.status));
  if (req.keyword) {
    const pattern = likePattern(req.keyword);
    where.push(
      or(
        sql`${goods.title}->>'en' ilike ${pattern}`,
        sql`${goods.title}->>'zh' ilike ${pattern}`,
        sql`${goods.title}->>'ja' ilike ${pattern}`,
        sql`${goods.code} ilike ${pattern}`,
      )!,
    );
  }
  if (req.after !== undefined) {
    where.push(sql`(${goods.createdAt}, ${goods.id}) < (select g.created_at, g.id from ${goods} g where g.id = ${Number(req.after)} and g.shop_id = ${shopId})`);
  }
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: goods.id,
        code: goods.code,
        title: goods.title,
        image: goods.image,
        status: goods.status,
        priceMin: goods.priceMin,
        priceMax: goods.priceMax,
        salesCount: goods.salesCount,
        createdAt: goods.createdAt,
      })
      .from(goods)
      .where(and(...where))
      .orderBy(desc(goods.createdAt), desc(goods.id))
      .limit(req.pageSize + 1),
    db
      .select({ status: goods.status, n: sql<number>`count(*)::int` })
      .from(goods)
      .where(eq(goods.shopId, shopId))
      .groupBy(goods.status),
  ]);
  const page = rows.slice(0, req.pageSize);
  const skus = page.length === 0
    ? []
    : await db
        .select({ goodsId: goodsSku.goodsId, skuId: goodsSku.id, specName: goodsSku.specName, price: goodsSku.price, stock: goodsSku.stock })
        .from(goodsSku)
        .where(and(inArray(goodsSku.goodsId, page.map((r) => r.id)), eq(goodsSku.enabled, true)))
        .orderBy(asc(goodsSku.sort), asc(goodsSku.id));
  return {
    list: page.map((r) => {
      const mine = skus.filter((k) => k.goodsId === r.id);
      return {
        goodsId: r.id,
        code: r.code,
        title: textIn(r.title, lang),
        image: r.image,
        status: r.status,
        priceMin: r.priceMin,
        priceMax: r.priceMax,
        stock: mine.reduce((n, k) => n + k.stock, 0),
        salesCount: r.salesCount,
        skus: mine.map((k) => ({ skuId: k.skuId, specName: textIn(k.specName, lang), price: k.price, stock: k.stock })),
        createdAt: r.createdAt.toISOString(),
      };
    }),
    next: rows.length > req.pageSize ? String(page[page.length - 1]!.id) : null,
    counts: {
      on_sale: counts.find((c) => c.status === 'on_sale')?.n ?? 0,
      off_shelf: counts.find((c) => c.status === 'off_shelf')?.n ?? 0,
    },
  };
}
