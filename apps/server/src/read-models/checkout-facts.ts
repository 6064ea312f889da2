import { eq } from 'drizzle-orm';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import { anyOf, builtOnce, type Db, type Tx } from '../platform/database.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { loadUsableCoupons, type UsableCoupon } from '../modules/coupon/coupon.api.ts';
import type { CheckoutLineInput } from '../modules/order/order.tables.ts';
import { loadDeliveryTemplates, type DeliveryFeeTemplate } from '../modules/shop/shop.api.ts';
import { balanceOf } from '../modules/wallet/wallet.api.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { readCheckoutAddress, type CheckoutAddress } from './address-book.ts';
import { loadTakeawayTerms } from './takeaway-terms.ts';
import { takeawayNow, type TakeawayTerms } from '../modules/shop/shop.api.ts';
import { loadGroupBuyFacts, type GroupBuyLineFacts } from './groupbuy-checkout.ts';

export type { CheckoutAddress, UsableCoupon };

/**
 * Read model: what pricing a checkout reads from the database: its goods and SKUs (catalogue) and shops (shop) as
 * they are now, the delivery address (account, location), the shops' delivery-fee templates (shop) and the
 * shopper's usable coupons (coupon). A handful of queries whatever the
 * number of lines; they run on a transaction too (the commit prices under its row locks).
 */

export type Queryable = Db | Tx;

export interface GoodsFacts {
  goodsId: number;
  title: Localized;
  image: string;
  onSale: boolean;
  priceMin: number;
  purchaseLimit: number | null;
  templateId: number | null;
  shopId: number;
  shopName: Localized;
  shopLogo: string;
  shopOpen: boolean;
  shopKind: ShopKind;
  shopDeliveryFee: number;
  shopMinOrderAmount: number;
  shopNationId: number;
  shopCityId: number | null;
  /** Medicine goods' class (health): prescription-only goods are bought only through a pharmacy's accepted quote. */
  drugClass: 'otc' | 'rx' | null;
}

export interface SkuFacts {
  skuId: number;
  goodsId: number;
  price: number;
  stock: number;
  enabled: boolean;
  weightGrams: number;
  specName: Localized;
  image: string;
}

export interface CheckoutFacts {
  goods: Map<number, GoodsFacts>;
  skus: Map<number, SkuFacts>;
  address: CheckoutAddress | null;
  /** Shop id → its delivery-fee templates with their rules. */
  templates: Map<number, DeliveryFeeTemplate[]>;
  coupons: UsableCoupon[];
  /** The shopper's score points (the ledger's balance); absent counts as none. */
  pointsBalance?: number;
  /** The takeaway shops' terms and hours, and the moment they are judged at (takeaway's clock); see takeaway-terms.ts. */
  takeaway?: Map<number, TakeawayTerms>;
  now?: Date;
  /** Group-buy lines' listings by id (groupbuy-checkout.ts); absent or empty for other checkouts. */
  groupBuy?: Map<number, GroupBuyLineFacts>;
}

const goodsColumns = {
  goodsId: goods.id,
  title: goods.title,
  image: goods.image,
  status: goods.status,
  priceMin: goods.priceMin,
  purchaseLimit: goods.purchaseLimit,
  templateId: goods.deliveryTemplateId,
  drugClass: goods.drugClass,
  shopId: shop.id,
  shopName: shop.name,
  shopLogo: shop.logo,
  shopStatus: shop.status,
  shopKind: shop.kind,
  shopDeliveryFee: shop.deliveryFee,
  shopMinOrderAmount: shop.minOrderAmount,
  shopNationId: shop.nationId,
  shopCityId: shop.cityId,
};

/**
 * The lines' SKUs with their goods and shops (primary-key lookups). Named prepared statements, built once: planning
 * them was about a third of the database's time per commit before.
 */
const skuFactsOf = builtOnce((q) =>
  q
    .select({
      ...goodsColumns,
      skuId: goodsSku.id,
      price: goodsSku.price,
      stock: goodsSku.stock,
      enabled: goodsSku.enabled,
      weightGrams: goodsSku.weightGrams,
      specName: goodsSku.specName,
      skuImage: goodsSku.image,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(anyOf(goodsSku.id, 'skuIds'))
    .prepare('checkout_sku_facts'),
);
/** Goods with their shops, for lines whose SKU was deleted. */
const goodsFactsOf = builtOnce((q) => q.select(goodsColumns).from(goods).innerJoin(shop, eq(shop.id, goods.shopId)).where(anyOf(goods.id, 'goodsIds')).prepare('checkout_goods_facts'));

/**
 * The lines' SKUs with their goods and shops, and for lines whose SKU was deleted, their goods alone (a second
 * query, only then).
 */
export async function loadLineFacts(q: Queryable, lines: readonly CheckoutLineInput[]) {
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  const found = await skuFactsOf(q).execute({ skuIds });
  const gone = [...new Set(lines.filter((l) => !found.some((r) => r.skuId === l.skuId && r.goodsId === l.goodsId)).map((l) => l.goodsId))];
  const goodsOnly = gone.length === 0 ? [] : await goodsFactsOf(q).execute({ goodsIds: gone });
  const rows = [...found, ...goodsOnly.map((g) => ({ ...g, skuId: null, price: null, stock: null, enabled: null, weightGrams: null, specName: null, skuImage: null }))];
  const goodsFacts = new Map<number, GoodsFacts>();
  const skuFacts = new Map<number, SkuFacts>();
  for (const r of rows) {
    goodsFacts.set(r.goodsId, {
      goodsId: r.goodsId,
      title: r.title,
      image: r.image,
      onSale: r.status === 'on_sale',
      priceMin: r.priceMin,
      purchaseLimit: r.purchaseLimit,
      templateId: r.templateId,
      drugClass: r.drugClass,
      shopId: r.shopId,
      shopName: r.shopName,
      shopLogo: r.shopLogo,
      // As in the cart: only a disabled shop stops selling; a closed one still takes orders.
      shopOpen: r.shopStatus !== 'disabled',
      shopKind: r.shopKind,
      shopDeliveryFee: r.shopDeliveryFee,
      shopMinOrderAmount: r.shopMinOrderAmount,
      shopNationId: r.shopNationId,
      shopCityId: r.shopCityId,
    });
    if (r.skuId !== null) {
      skuFacts.set(r.skuId, {
        skuId: r.skuId,
        goodsId: r.goodsId,
        price: r.price!,
        stock: r.stock!,
        enabled: r.enabled!,
        weightGrams: r.weightGrams!,
        specName: r.specName!,
        image: r.skuImage || r.image,
      });
    }
  }
  return { goods: goodsFacts, skus: skuFacts };
}

/**
 * Everything pricing needs for a checkout's lines, address and shopper. On the pool the independent reads run
 * side by side; on a transaction they run one after the other (one connection).
 */
export async function loadCheckoutFacts(
  q: Queryable,
  input: { accountId: number; lines: readonly CheckoutLineInput[]; addressId: number | null; lang: Lang; withPoints?: boolean },
  parallel: boolean,
): Promise<CheckoutFacts> {
  const lineFacts = await loadLineFacts(q, input.lines);
  const shopIds = [...new Set([...lineFacts.goods.values()].map((g) => g.shopId))];
  const templateShops = [...new Set([...lineFacts.goods.values()].filter((g) => g.shopKind !== 'takeaway').map((g) => g.shopId))];
  const reads = [
    () => readCheckoutAddress(q, input.accountId, input.addressId, input.lang),
    () => loadDeliveryTemplates(q, templateShops),
    () => loadUsableCoupons(q, input.accountId, shopIds),
    () => (input.withPoints === false ? Promise.resolve(0) : balanceOf(q, { shopper: input.accountId, asset: 'points' })),
  ] as const;
  let results: [CheckoutAddress | null, Map<number, DeliveryFeeTemplate[]>, UsableCoupon[], number];
  if (parallel) {
    results = await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()]);
  } else {
    results = [await reads[0](), await reads[1](), await reads[2](), await reads[3]()];
  }
  const [checkoutAddress, templates, coupons, pointsBalance] = results;
  const groupBuy = input.lines.some((l) => l.groupBuy) ? await loadGroupBuyFacts(q, input.accountId, input.lines, input.lang) : undefined;
  // Takeaway shops' hours and range (three queries, only when the checkout has a takeaway shop).
  const takeawayShops = [...new Set([...lineFacts.goods.values()].filter((g) => g.shopKind === 'takeaway').map((g) => g.shopId))];
  const takeaway = await loadTakeawayTerms(q, takeawayShops);
  return { ...lineFacts, address: checkoutAddress, templates, coupons, pointsBalance, groupBuy, takeaway, now: takeawayNow() };
}
