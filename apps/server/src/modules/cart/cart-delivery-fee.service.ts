import type { TAddress } from '@mall/contract/account/address-fields';
import type { TCartDeliveryFeeResponse, TCartShopDeliveryFee } from '@mall/contract/cart/cart-delivery-fee';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { readPickedBuyableLines } from '../../read-models/cart-lines.ts';
import { addressOrDefault } from '../account/account.api.ts';
import { loadDeliveryTemplates, priceShopDelivery, type DeliveryFeeTemplate, type DeliveryLine, type ShopDeliveryTerms } from '../shop/shop.api.ts';

type Line = Awaited<ReturnType<typeof readPickedBuyableLines>>[number];

/** A shop's quote for its picked lines, in the answer's shape. */
function quoteShop(lines: Line[], templates: DeliveryFeeTemplate[], area: TAddress): TCartShopDeliveryFee {
  const first = lines[0]!;
  const terms: ShopDeliveryTerms =
    first.kind === 'takeaway'
      ? { method: 'takeaway', fee: first.flatFee, minOrderAmount: first.minOrderAmount, nationId: first.nationId, cityId: first.cityId }
      : { method: 'template', templates };
  const priced: DeliveryLine[] = lines.map((l) => ({ templateId: l.templateId, quantity: l.quantity, unitPrice: l.price, unitWeightGrams: l.weightGrams }));
  const quote = priceShopDelivery(terms, priced, { nationId: area.nationId, provinceId: area.provinceId, cityId: area.cityId });
  const undeliverable = new Set(quote.undeliverable);
  const deliverableAmount = lines.reduce((sum, l, i) => (undeliverable.has(i) ? sum : sum + l.price * l.quantity), 0);
  const someDelivered = undeliverable.size < lines.length;
  const freeOverAmount = someDelivered ? quote.freeOverAmount : null;
  return {
    shopId: first.shopId,
    method: quote.method,
    deliverable: quote.deliverable,
    undeliverableCartIds: quote.undeliverable.map((i) => lines[i]!.cartId),
    fee: someDelivered ? quote.fee : 0,
    goodsAmount: quote.goodsAmount,
    freeOverAmount,
    moreForFree: freeOverAmount !== null && quote.fee > 0 && deliverableAmount < freeOverAmount ? freeOverAmount - deliverableAmount : null,
    minOrderAmount: quote.minOrderAmount,
  };
}

/**
 * What delivering the caller's picked buyable cart lines costs, shop by shop, to one of their addresses (the
 * default one when none is named). A shopper without addresses gets an answer that says the fees are not known.
 * The lines come in one query and every shop's templates in one more, whatever the number of shops.
 */
export async function queryCartDeliveryFee(db: Db, accountId: number, input: { addressId?: number | undefined }, lang: Lang): Promise<TCartDeliveryFeeResponse> {
  // The address asked for (another shopper's is 1004), else the default, else the latest.
  const [target, lines] = await Promise.all([addressOrDefault(db, accountId, input.addressId, lang), readPickedBuyableLines(db, accountId)]);
  if (!target) return { address: null, feesKnown: false, shops: [], totalFee: null };

  const byShop = new Map<number, Line[]>();
  for (const line of lines) {
    const list = byShop.get(line.shopId) ?? [];
    list.push(line);
    byShop.set(line.shopId, list);
  }
  const shipped = lines.filter((l) => l.kind !== 'takeaway');
  const templates = await loadDeliveryTemplates(db, [...new Set(shipped.map((l) => l.shopId))]);
  const shops = [...byShop.entries()].map(([shopId, shopLines]) => quoteShop(shopLines, templates.get(shopId) ?? [], target));
  return { address: target, feesKnown: true, shops, totalFee: shops.reduce((sum, s) => sum + s.fee, 0) };
}
