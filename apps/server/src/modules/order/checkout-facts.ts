import { and, eq, gt, isNull, or, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAddress } from '@mall/contract/account/address-fields';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { address } from '../account/address.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import type { HeldCoupon } from '../coupon/coupon-discount.ts';
import { coupon, userCoupon } from '../coupon/coupon.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import type { DeliveryFeeTemplate } from '../shop/delivery-fee.ts';
import { loadDeliveryTemplates } from '../shop/delivery-templates.ts';
import { shop } from '../shop/shop.tables.ts';
import type { CheckoutLineInput } from './order.tables.ts';

/**
 * What pricing a checkout reads from the database: its goods, SKUs and shops as they are now, the delivery
 * address, the shops' delivery-fee templates and the shopper's usable coupons. A handful of queries whatever the
 * number of lines; they run on a transaction too (the commit prices under its row locks).
 */

export type Queryable = Db | Tx;

/**
 * `column = any((select $name::int[])::int[])`: one array parameter, so that a query's text is the same whatever the
 * number of ids. The reads below are named prepared statements, meant to be planned once per connection instead
 * of on every checkout and commit (planning was about a third of the database's time per commit). The scalar
 * subquery hides the array's length from the planner: with `any($name)` a plan for the actual ids looked cheaper
 * than the generic one, so PostgreSQL kept planning the statement anew on every call.
 */
export const anyOf = (column: Column, name: string) => sql`${column} = any((select ${sql.placeholder(name)}::int[])::int[])`;

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

/** The delivery address: as the checkout page shows it, and as an order keeps it. */
export interface CheckoutAddress {
  view: TAddress;
  snapshot: TOrderAddress;
}

/** A coupon the shopper holds and may still use (unused, not expired), with its shop (null: the platform's). */
export interface UsableCoupon extends HeldCoupon {
  couponId: number;
  shopId: number | null;
  title: Localized;
}

export interface CheckoutFacts {
  goods: Map<number, GoodsFacts>;
  skus: Map<number, SkuFacts>;
  address: CheckoutAddress | null;
  /** Shop id → its delivery-fee templates with their rules. */
  templates: Map<number, DeliveryFeeTemplate[]>;
  coupons: UsableCoupon[];
}

const goodsColumns = {
  goodsId: goods.id,
  title: goods.title,
  image: goods.image,
  status: goods.status,
  priceMin: goods.priceMin,
  purchaseLimit: goods.purchaseLimit,
  templateId: goods.deliveryTemplateId,
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
 * The lines' SKUs with their goods and shops (primary-key lookups), and for lines whose SKU was deleted, their
 * goods alone (a second query, only then).
 */
export async function loadLineFacts(q: Queryable, lines: readonly CheckoutLineInput[]) {
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  const found = await q
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
    .prepare('checkout_sku_facts')
    .execute({ skuIds });
  const gone = [...new Set(lines.filter((l) => !found.some((r) => r.skuId === l.skuId && r.goodsId === l.goodsId)).map((l) => l.goodsId))];
  const goodsOnly =
    gone.length === 0
      ? []
      : await q
          .select(goodsColumns)
          .from(goods)
          .innerJoin(shop, eq(shop.id, goods.shopId))
          .where(anyOf(goods.id, 'goodsIds'))
          .prepare('checkout_goods_facts')
          .execute({ goodsIds: gone });
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

const province = alias(area, 'province');
const city = alias(area, 'city');
const district = alias(area, 'district');

/** One of the shopper's addresses, or their default one when `addressId` is null; null when there is none. */
export async function loadCheckoutAddress(q: Queryable, accountId: number, addressId: number | null, lang: Lang): Promise<CheckoutAddress | null> {
  const [row] = await q
    .select({
      a: address,
      nationCode: nation.code,
      nationName: nation.name,
      provinceName: province.name,
      cityName: city.name,
      districtName: district.name,
    })
    .from(address)
    .innerJoin(nation, eq(nation.id, address.nationId))
    .leftJoin(province, eq(province.id, address.provinceId))
    .leftJoin(city, eq(city.id, address.cityId))
    .leftJoin(district, eq(district.id, address.districtId))
    .where(
      and(
        eq(address.accountId, sql.placeholder('accountId')),
        addressId === null ? eq(address.isDefault, true) : eq(address.id, sql.placeholder('addressId')),
      ),
    )
    .limit(1)
    .prepare(addressId === null ? 'checkout_default_address' : 'checkout_address')
    .execute(addressId === null ? { accountId } : { accountId, addressId });
  if (!row) return null;
  const { a } = row;
  const name = (n: Localized | null) => (n ? textIn(n, lang) : null);
  return {
    view: {
      id: a.id,
      receiverName: a.receiverName,
      phoneCode: a.phoneCode,
      mobile: a.mobile,
      nationId: a.nationId,
      nationCode: row.nationCode,
      nationName: textIn(row.nationName, lang),
      provinceId: a.provinceId,
      provinceName: name(row.provinceName),
      cityId: a.cityId,
      cityName: name(row.cityName),
      districtId: a.districtId,
      districtName: name(row.districtName),
      areaText: a.areaText,
      detail: a.detail,
      postcode: a.postcode,
      isDefault: a.isDefault,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    },
    snapshot: {
      addressId: a.id,
      receiverName: a.receiverName,
      phoneCode: a.phoneCode,
      mobile: a.mobile,
      nationId: a.nationId,
      provinceId: a.provinceId,
      cityId: a.cityId,
      districtId: a.districtId,
      areaText: a.areaText,
      detail: a.detail,
      postcode: a.postcode,
    },
  };
}

/** The shopper's unused, unexpired coupons of these shops and of the platform (database clock). */
export async function loadUsableCoupons(q: Queryable, accountId: number, shopIds: readonly number[]): Promise<UsableCoupon[]> {
  const rows = await q
    .select({
      userCouponId: userCoupon.id,
      couponId: userCoupon.couponId,
      shopId: userCoupon.shopId,
      expiresAt: userCoupon.expiresAt,
      title: coupon.title,
      kind: coupon.kind,
      thresholdAmount: coupon.thresholdAmount,
      amountOff: coupon.amountOff,
      percentOff: coupon.percentOff,
      maxOff: coupon.maxOff,
    })
    .from(userCoupon)
    .innerJoin(coupon, eq(coupon.id, userCoupon.couponId))
    .where(
      and(
        eq(userCoupon.accountId, sql.placeholder('accountId')),
        eq(userCoupon.status, 'unused'),
        gt(userCoupon.expiresAt, sql`now()`),
        or(isNull(userCoupon.shopId), anyOf(userCoupon.shopId, 'shopIds')),
      ),
    )
    .prepare('checkout_usable_coupons')
    .execute({ accountId, shopIds: [...shopIds] });
  return rows;
}

/**
 * Everything pricing needs for a checkout's lines, address and shopper. On the pool the independent reads run
 * side by side; on a transaction they run one after the other (one connection).
 */
export async function loadCheckoutFacts(
  q: Queryable,
  input: { accountId: number; lines: readonly CheckoutLineInput[]; addressId: number | null; lang: Lang },
  parallel: boolean,
): Promise<CheckoutFacts> {
  const lineFacts = await loadLineFacts(q, input.lines);
  const shopIds = [...new Set([...lineFacts.goods.values()].map((g) => g.shopId))];
  const templateShops = [...new Set([...lineFacts.goods.values()].filter((g) => g.shopKind !== 'takeaway').map((g) => g.shopId))];
  const reads = [
    () => loadCheckoutAddress(q, input.accountId, input.addressId, input.lang),
    () => loadDeliveryTemplates(q, templateShops),
    () => loadUsableCoupons(q, input.accountId, shopIds),
  ] as const;
  let results: [CheckoutAddress | null, Map<number, DeliveryFeeTemplate[]>, UsableCoupon[]];
  if (parallel) {
    results = await Promise.all([reads[0](), reads[1](), reads[2]()]);
  } else {
    results = [await reads[0](), await reads[1](), await reads[2]()];
  }
  const [checkoutAddress, templates, coupons] = results;
  return { ...lineFacts, address: checkoutAddress, templates, coupons };
}
