import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { randomFor } from '../../platform/seeded-random.ts';
import { goodsFavor, review, reviewAgree } from '../../modules/catalogue/catalogue.tables.ts';
import { artUrl } from '../../modules/catalogue/artwork.ts';
import { shopFollow } from '../../modules/shop/shop.tables.ts';
import { insertRows, insertRowsReturning } from './bulk-insert.ts';
import { PLANNED_LEAVES } from './catalogue-plan.ts';
import type { CatalogueRefs } from './catalogue-refs.ts';
import { draftGoods, type GoodsDraft } from './goods-draft.ts';
import { insertGoods } from './goods-insert.ts';
import { drawRating, reviewReply, reviewText } from './review-texts.ts';
import type { Shopper } from './seed-shoppers.ts';

/** At least 1,500 demo goods, spread evenly over the leaves. */
export const DEMO_GOODS_PER_LEAF = Math.ceil(1560 / PLANNED_LEAVES.length);
const DAY = 86_400_000;

/** The demo goods: per leaf, DEMO_GOODS_PER_LEAF goods taking turns among the shops that sell the leaf. */
export function demoGoodsDrafts(refs: CatalogueRefs, now: Date): GoodsDraft[] {
  let n = 0;
  // Titles already given, so that no two goods read the same (a shop selling seven sofas names seven sofas).
  const titles = new Set<string>();
  return PLANNED_LEAVES.flatMap((planned) =>
    Array.from({ length: DEMO_GOODS_PER_LEAF }, (_, j) => {
      n += 1;
      return draftGoods(refs, planned, planned.shops[j % planned.shops.length]!, `G${String(n).padStart(5, '0')}`, now, titles);
    }),
  );
}

interface ReviewPlan {
  goodsCode: string;
  skuCode: string;
  row: Omit<typeof review.$inferInsert, 'goodsId' | 'skuId'>;
  agreedBy: number[];
}

/** Reviews of a goods, by shoppers who each review it once; more for goods that sold more. */
function planReviews(draft: GoodsDraft, shoppers: Shopper[], now: Date): ReviewPlan[] {
  const rng = randomFor(`reviews:${draft.row.code}`);
  const sold = draft.row.salesCount ?? 0;
  const count = Math.min(20, Math.floor(Math.sqrt(sold) / 12)) + rng.int(0, 2);
  const created = (draft.row.createdAt as Date).getTime();
  return rng.sample(shoppers, count).map((shopper, k) => {
    const sku = rng.pick(draft.skus);
    const rating = drawRating(rng);
    const at = new Date(created + rng.next() * Math.max(DAY, now.getTime() - created));
    const withImages = rng.chance(0.22);
    const colour = /-([0-9a-f]{6})\.svg$/.exec(sku.image)?.[1];
    const replied = rng.chance(0.3);
    const agrees = rng.weighted([0, rng.int(1, 3), rng.int(4, 10)], [58, 32, 10]);
    return {
      goodsCode: draft.row.code,
      skuCode: sku.code,
      agreedBy: rng.sample(shoppers, agrees).map((s) => s.id).filter((id) => id !== shopper.id),
      row: {
        shopId: draft.row.shopId,
        accountId: shopper.id,
        rating,
        content: reviewText(draft.tone, rating, shopper.lang, rng),
        lang: shopper.lang,
        images: withImages
          ? Array.from({ length: rng.int(1, 3) }, (_, i) => artUrl('review', draft.motif, `${draft.row.code.toLowerCase()}r${k}${i}`, colour))
          : [],
        specText: sku.specName[shopper.lang],
        anonymous: rng.chance(0.08),
        reply: replied ? reviewReply(rating, shopper.lang, rng) : null,
        repliedAt: replied ? new Date(Math.min(now.getTime(), at.getTime() + DAY)) : null,
        createdAt: at,
      },
    };
  });
}

/**
 * Stores the demo goods with their SKUs, reviews (and who found them helpful), and the shoppers' wishlists
 * and followed shops. Every counter (reviews, ratings, favourites, followers, sales) is computed from the
 * rows it counts, so the data is consistent from the first request.
 */
export async function seedGoods(tx: Tx, refs: CatalogueRefs, shoppers: Shopper[], now: Date): Promise<void> {
  const drafts = demoGoodsDrafts(refs, now);
  const reviews = drafts.flatMap((d) => planReviews(d, shoppers, now));

  const rng = randomFor('favours');
  const favours = shoppers.flatMap((s) => rng.sample(drafts, rng.int(2, 30)).map((d) => ({ accountId: s.id, goodsCode: d.row.code })));
  const shopIds = [...refs.shops.values()].map((s) => s.id);
  const follows = shoppers.flatMap((s) => rng.sample(shopIds, rng.int(0, 6)).map((shopId) => ({ accountId: s.id, shopId })));

  const byGoods = new Map<string, ReviewPlan[]>();
  for (const r of reviews) {
    if (!byGoods.has(r.goodsCode)) byGoods.set(r.goodsCode, []);
    byGoods.get(r.goodsCode)!.push(r);
  }
  const favourCount = new Map<string, number>();
  for (const f of favours) favourCount.set(f.goodsCode, (favourCount.get(f.goodsCode) ?? 0) + 1);
  for (const d of drafts) {
    const mine = byGoods.get(d.row.code) ?? [];
    d.row.reviewCount = mine.length;
    d.row.ratingTotal = mine.reduce((n, r) => n + r.row.rating, 0);
    d.row.goodReviewCount = mine.filter((r) => r.row.rating >= 4).length;
    d.row.favorCount = favourCount.get(d.row.code) ?? 0;
  }

  const { goodsIds, skuIds } = await insertGoods(tx, drafts);
  const stored = await insertRowsReturning(
    tx,
    review,
    reviews.map((r) => ({ ...r.row, agreeCount: r.agreedBy.length, goodsId: goodsIds.get(r.goodsCode)!, skuId: skuIds.get(r.skuCode)! })),
    { id: review.id, goodsId: review.goodsId, accountId: review.accountId },
  );
  // A shopper reviews a goods once, so goods and shopper name a review.
  const reviewIds = new Map(stored.map((r) => [`${r.goodsId}:${r.accountId}`, r.id]));
  await insertRows(
    tx,
    reviewAgree,
    reviews.flatMap((r) => {
      const reviewId = reviewIds.get(`${goodsIds.get(r.goodsCode)}:${r.row.accountId}`)!;
      return r.agreedBy.map((accountId) => ({ reviewId, accountId, createdAt: r.row.createdAt }));
    }),
  );
  await insertRows(
    tx,
    goodsFavor,
    favours.map((f) => ({ accountId: f.accountId, goodsId: goodsIds.get(f.goodsCode)!, createdAt: new Date(now.getTime() - rng.int(0, 60) * DAY) })),
  );
  await insertRows(tx, shopFollow, follows);
  await refreshShopCounters(tx);
}

/** Sets every shop's goods, sales and follower counts from the rows they count: one statement. */
export async function refreshShopCounters(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update shop set
      goods_count = coalesce(g.n, 0),
      sales_count = coalesce(g.sold, 0),
      follower_count = coalesce(f.n, 0)
    from shop s
    left join (select shop_id, count(*)::int n, sum(sales_count)::int sold from goods where status = 'on_sale' group by shop_id) g on g.shop_id = s.id
    left join (select shop_id, count(*)::int n from shop_follow group by shop_id) f on f.shop_id = s.id
    where shop.id = s.id`);
}
