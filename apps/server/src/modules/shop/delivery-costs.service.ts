import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryLogisticsCostsResponse } from '@mall/contract/shop/query-logistics-costs';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readAddressArea } from '../../read-models/address-book.ts';
import { readDeliveredSku, readGoodsDeliveryTerms } from '../../read-models/goods-delivery.ts';
import { resolveRegion } from '../location/location.api.ts';
import { priceShopDelivery, type ShopDeliveryTerms } from './delivery-fee.ts';
import { loadDeliveryTemplates } from './delivery-templates.ts';

export interface LogisticsCostsInput {
  goodsId: number;
  skuId?: number | undefined;
  quantity: number;
  addressId?: number | undefined;
  area?: { nationId: number; provinceId?: number | null | undefined; cityId?: number | null | undefined; districtId?: number | null | undefined } | undefined;
}

type PricedArea = TQueryLogisticsCostsResponse['area'];

/** Names along the chain as one line, a repeated name said once ("Beijing Beijing Dongcheng" reads "Beijing Dongcheng"). */
function joinNames(names: readonly (string | null)[]): string {
  const out: string[] = [];
  for (const name of names) if (name && out.at(-1) !== name) out.push(name);
  return out.join(' ');
}

/** The area of one of the caller's addresses, named in `lang`; another account's id answers 1004. */
async function areaOfAddress(db: Db, accountId: number, addressId: number, lang: Lang): Promise<PricedArea> {
  const row = await readAddressArea(db, accountId, addressId);
  if (!row) throw notFound();
  const name = (n: typeof row.provinceName) => (n ? textIn(n, lang) : null);
  return {
    nationId: row.nationId,
    nationName: textIn(row.nationName, lang),
    provinceId: row.provinceId,
    cityId: row.cityId,
    districtId: row.districtId,
    areaText: joinNames([name(row.provinceName), name(row.cityName), name(row.districtName)]),
  };
}

/** A picked area, checked as an address's would be (a chain inside the nation, else 2102), named in `lang`. */
async function areaOfInput(db: Db, input: NonNullable<LogisticsCostsInput['area']>, lang: Lang): Promise<PricedArea> {
  return db.transaction(async (tx) => {
    const region = await resolveRegion(tx, input, lang);
    return {
      nationId: input.nationId,
      nationName: region.nationName,
      provinceId: region.provinceId,
      cityId: region.cityId,
      districtId: region.districtId,
      areaText: region.areaText,
    };
  });
}

/** A goods on sale with its shop's delivery terms; 1004 otherwise. */
async function goodsWithShop(db: Db, goodsId: number) {
  const row = await readGoodsDeliveryTerms(db, goodsId);
  if (!row) throw notFound();
  return row;
}

/** The SKU asked for (an enabled one of the goods), or the one a goods is bought as by default; 1004 otherwise. */
async function skuOf(db: Db, goodsId: number, skuId: number | undefined) {
  const row = await readDeliveredSku(db, goodsId, skuId);
  if (!row) throw notFound();
  return row;
}

/**
 * What delivering a quantity of a goods (one SKU) to an area costs. The area is one of the caller's addresses
 * (visitors have none: 1002; another user's: 1004) or a picked area (checked like an address's: 2102). Goods off
 * the shelf, unknown goods and SKUs not of the goods answer 1004; an area the shop does not deliver to is an
 * answer (`deliverable: false`), not an error.
 */
export async function queryLogisticsCosts(db: Db, input: LogisticsCostsInput, lang: Lang, accountId: number | undefined): Promise<TQueryLogisticsCostsResponse> {
  if (input.addressId !== undefined && accountId === undefined) throw new AppError('NOT_LOGGED_IN');
  const [goodsResult, skuResult, areaResult] = await Promise.allSettled([
    goodsWithShop(db, input.goodsId),
    skuOf(db, input.goodsId, input.skuId),
    input.addressId !== undefined ? areaOfAddress(db, accountId!, input.addressId, lang) : areaOfInput(db, input.area!, lang),
  ]);
  // The first failure in this order, whichever query ends first: the same input always answers the same code.
  if (goodsResult.status === 'rejected') throw goodsResult.reason;
  if (skuResult.status === 'rejected') throw skuResult.reason;
  if (areaResult.status === 'rejected') throw areaResult.reason;
  const target = goodsResult.value;
  const sku = skuResult.value;
  const priced = areaResult.value;

  const terms: ShopDeliveryTerms =
    target.kind === 'takeaway'
      ? { method: 'takeaway', fee: target.flatFee, minOrderAmount: target.minOrderAmount, nationId: target.nationId, cityId: target.cityId }
      : { method: 'template', templates: (await loadDeliveryTemplates(db, [target.shopId])).get(target.shopId) ?? [] };
  const quote = priceShopDelivery(
    terms,
    [{ templateId: target.templateId, quantity: input.quantity, unitPrice: sku.price, unitWeightGrams: sku.weightGrams }],
    { nationId: priced.nationId, provinceId: priced.provinceId, cityId: priced.cityId },
  );
  return {
    goodsId: input.goodsId,
    skuId: sku.id,
    quantity: input.quantity,
    shopId: target.shopId,
    method: quote.method,
    deliverable: quote.deliverable,
    fee: quote.deliverable ? quote.fee : 0,
    goodsAmount: quote.goodsAmount,
    freeOverAmount: quote.deliverable ? quote.freeOverAmount : null,
    minOrderAmount: quote.minOrderAmount,
    area: priced,
  };
}
