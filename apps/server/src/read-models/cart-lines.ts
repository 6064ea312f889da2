import { and, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { builtOnce, type Db, type Tx } from '../platform/database.ts';
import { cartLine } from '../modules/cart/cart.tables.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: cart lines (cart) with their SKU, goods (catalogue) and shop (shop) as they are now, and the state of
 * a SKU that decides whether it can go in a cart. The cart page, the cart's delivery fees, a cart checkout and the
 * cart's writes read through here.
 */

/** What decides whether a SKU can go in a cart now, for a select from `goods_sku` joined to its goods and shop. */
const skuStateColumns = {
  id: goodsSku.id,
  goodsId: goodsSku.goodsId,
  stock: goodsSku.stock,
  enabled: goodsSku.enabled,
  purchaseLimit: goods.purchaseLimit,
  goodsStatus: goods.status,
  shopStatus: shop.status,
};

export interface SkuState {
  id: number;
  goodsId: number;
  stock: number;
  enabled: boolean;
  purchaseLimit: number | null;
  goodsStatus: string;
  shopStatus: string;
}

const skuState = builtOnce((q) =>
  q
    .select(skuStateColumns)
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(eq(goodsSku.id, sql.placeholder('skuId')))
    .prepare('sku_state'),
);

/** A SKU with what decides whether it can be put in a cart now (a named statement built once). */
export async function readSkuState(q: Db | Tx, skuId: number): Promise<SkuState | undefined> {
  const [row] = await skuState(q).execute({ skuId });
  return row;
}

/** Several SKUs' states, by id. */
export async function readSkuStates(q: Db | Tx, skuIds: readonly number[]): Promise<Map<number, SkuState>> {
  if (skuIds.length === 0) return new Map();
  const rows = await q
    .select(skuStateColumns)
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(inArray(goodsSku.id, [...skuIds]));
  return new Map(rows.map((s) => [s.id, s]));
}

/**
 * A SKU's state with the shopper's line of it (if any) and how many lines their cart holds: everything an add
 * decides on, in one round trip; the cart's busiest read, planned once per connection.
 */
export async function readSkuStateForAdd(q: Db | Tx, accountId: number, skuId: number) {
  const [row] = await q
    .select({
      ...skuStateColumns,
      existing: sql<number | null>`(select ${cartLine.quantity} from ${cartLine} where ${cartLine.accountId} = ${sql.placeholder('accountId')} and ${cartLine.skuId} = ${goodsSku.id})`,
      lines: sql<number>`(select count(*)::int from ${cartLine} where ${cartLine.accountId} = ${sql.placeholder('accountId')})`,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(eq(goodsSku.id, sql.placeholder('skuId')))
    .prepare('cart_add_sku')
    .execute({ accountId, skuId });
  return row;
}

/** The shopper's lines that can be bought now (goods on sale, shop enabled, SKU enabled and in stock), picked ones only. */
function pickedBuyableWhere(accountId: number): SQL {
  return and(
    eq(cartLine.accountId, accountId),
    eq(cartLine.picked, true),
    eq(goods.status, 'on_sale'),
    ne(shop.status, 'disabled'),
    eq(goodsSku.enabled, true),
    gt(goodsSku.stock, 0),
  )!;
}

/** The shopper's picked buyable lines, newest first, with what pricing their delivery needs: the cart's fees and a cart checkout. */
export async function readPickedBuyableLines(q: Db | Tx, accountId: number) {
  return q
    .select({
      cartId: cartLine.id,
      goodsId: cartLine.goodsId,
      skuId: goodsSku.id,
      quantity: cartLine.quantity,
      templateId: goods.deliveryTemplateId,
      price: goodsSku.price,
      weightGrams: goodsSku.weightGrams,
      shopId: shop.id,
      kind: shop.kind,
      // A takeaway shop's packing fee is a part of its delivery fee (docs: Takeaway).
      flatFee: sql<number>`${shop.deliveryFee} + ${shop.packingFee}`.mapWith(Number),
      minOrderAmount: shop.minOrderAmount,
      nationId: shop.nationId,
      cityId: shop.cityId,
    })
    .from(cartLine)
    .innerJoin(goodsSku, eq(goodsSku.id, cartLine.skuId))
    .innerJoin(goods, eq(goods.id, cartLine.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(pickedBuyableWhere(accountId))
    .orderBy(desc(cartLine.id));
}

/** Every line of the shopper's cart, newest first, with its goods, shop and SKU (null when deleted) as they are now: the cart page. */
const cartPage = builtOnce((q) =>
  q
    .select({
      cartId: cartLine.id,
      goodsId: cartLine.goodsId,
      skuId: goodsSku.id,
      quantity: cartLine.quantity,
      picked: cartLine.picked,
      createdAt: cartLine.createdAt,
      title: goods.title,
      goodsImage: goods.image,
      goodsPrice: goods.priceMin,
      goodsMarketPrice: goods.marketPrice,
      goodsStatus: goods.status,
      purchaseLimit: goods.purchaseLimit,
      shopId: shop.id,
      shopName: shop.name,
      shopLogo: shop.logo,
      shopStatus: shop.status,
      skuImage: goodsSku.image,
      specName: goodsSku.specName,
      price: goodsSku.price,
      marketPrice: goodsSku.marketPrice,
      stock: goodsSku.stock,
      enabled: goodsSku.enabled,
    })
    .from(cartLine)
    .innerJoin(goods, eq(goods.id, cartLine.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .leftJoin(goodsSku, eq(goodsSku.id, cartLine.skuId))
    .where(eq(cartLine.accountId, sql.placeholder('accountId')))
    .orderBy(desc(cartLine.id))
    .prepare('cart_page'),
);

export async function readCartPage(db: Db, accountId: number) {
  return cartPage(db).execute({ accountId });
}

/** The ids of the shopper's lines of one shop's goods (picking a shop). */
export async function readShopCartLineIds(db: Db | Tx, accountId: number, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cartLine.id })
    .from(cartLine)
    .innerJoin(goods, eq(goods.id, cartLine.goodsId))
    .where(and(eq(cartLine.accountId, accountId), eq(goods.shopId, shopId)));
  return rows.map((r) => r.id);
}
