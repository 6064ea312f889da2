import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { randomFor } from '../../platform/seeded-random.ts';
import { goods, goodsDetail, goodsNews, goodsSku, lightningDeal } from '../../modules/catalogue/catalogue.tables.ts';
import { shop } from '../../modules/shop/shop.tables.ts';
import { insertRows } from './bulk-insert.ts';
import { nicePrice } from './goods-draft.ts';

const HOUR = 3_600_000;
// Live deals end from within the hour to months ahead, so the page shows countdowns of every length and a
// long-running demo database keeps deals for a while; the last four have not started yet.
const ENDS_IN_HOURS = [1, 2, 3, 4, 6, 8, 12, 18, 24, 36, 48, 72, 96, 120, 168, 240, 336, 504, 720, 1080, 1440, 2160];
const UPCOMING = [2, 6, 20, 30];

const yuan = (fen: number) => (fen / 100).toFixed(fen % 100 === 0 ? 0 : 2);

/** Lightning deals on the default SKU of some goods, and goods news (arrivals, price drops, restocks, shop stories). */
export async function seedDealsAndNews(tx: Tx, now: Date): Promise<void> {
  const rng = randomFor('deals');
  const candidates = await tx
    .select({ goodsId: goods.id, skuId: goodsSku.id, price: goodsSku.price, stock: goodsSku.stock, kind: goods.kind })
    .from(goods)
    .innerJoin(goodsSku, and(eq(goodsSku.goodsId, goods.id), eq(goodsSku.isDefault, true)))
    .where(and(inArray(goods.kind, ['mall', 'health']), gt(goodsSku.stock, 20)))
    .orderBy(goods.id);
  const chosen = rng.sample(candidates, ENDS_IN_HOURS.length + UPCOMING.length);
  await insertRows(
    tx,
    lightningDeal,
    chosen.map((c, i) => {
      const upcoming = i >= ENDS_IN_HOURS.length;
      const startsAt = upcoming
        ? new Date(now.getTime() + UPCOMING[i - ENDS_IN_HOURS.length]! * HOUR)
        : new Date(now.getTime() - rng.int(1, 24) * HOUR);
      const endsAt = upcoming ? new Date(startsAt.getTime() + 24 * HOUR) : new Date(now.getTime() + ENDS_IN_HOURS[i]! * HOUR);
      const quantity = rng.int(5, 50) * 10;
      return {
        goodsId: c.goodsId,
        skuId: c.skuId,
        dealPrice: Math.min(c.price - 10, nicePrice((c.price / 100) * (0.5 + rng.next() * 0.3))),
        quantity,
        soldQuantity: upcoming ? 0 : rng.int(0, Math.floor(quantity * 0.85)),
        perUserLimit: rng.pick([1, 1, 2, 3]),
        startsAt,
        endsAt,
        sort: i * 10,
      };
    }),
  );

  const items = await tx
    .select({
      id: goods.id,
      shopId: goods.shopId,
      title: goods.title,
      subtitle: goodsDetail.subtitle,
      description: goodsDetail.description,
      image: goods.image,
      priceMin: goods.priceMin,
    })
    .from(goods)
    .innerJoin(goodsDetail, eq(goodsDetail.goodsId, goods.id))
    .where(eq(goods.kind, 'mall'))
    .orderBy(goods.id);
  const shops = await tx.select({ id: shop.id, name: shop.name, intro: shop.intro, banner: shop.banner }).from(shop).orderBy(shop.id);
  const picks = rng.sample(items, 24);
  const news = picks.map((g, i) => {
    const kind = (['new_arrival', 'price_drop', 'restock'] as const)[i % 3]!;
    const price = yuan(g.priceMin);
    const title =
      kind === 'new_arrival'
        ? { en: `New: ${g.title.en}`, zh: `新品上架：${g.title.zh}`, ja: `新発売：${g.title.ja}` }
        : kind === 'price_drop'
          ? { en: `Price drop: ${g.title.en}, now from ¥${price}`, zh: `降价啦：${g.title.zh} 低至¥${price}`, ja: `値下げ：${g.title.ja} ¥${price}から` }
          : { en: `Back in stock: ${g.title.en}`, zh: `补货到店：${g.title.zh}`, ja: `再入荷：${g.title.ja}` };
    return { kind, goodsId: g.id, shopId: g.shopId, title, summary: g.subtitle, body: g.description, image: g.image, publishedAt: new Date(now.getTime() - (i * 29 + rng.int(0, 20)) * HOUR) };
  });
  const stories = rng.sample(shops, 6).map((s, i) => ({
    kind: 'story' as const,
    goodsId: null,
    shopId: s.id,
    title: { en: `Inside ${s.name.en}`, zh: `走进${s.name.zh}`, ja: `${s.name.ja}の舞台裏` },
    summary: s.intro,
    body: s.intro,
    image: s.banner,
    publishedAt: new Date(now.getTime() - (i * 90 + 12) * HOUR),
  }));
  await insertRows(tx, goodsNews, [...news, ...stories]);
}
