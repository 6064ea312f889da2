import type { Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { ordersByIds } from '../order/order.api.ts';
import { LedgerShort, post } from '../wallet/wallet.api.ts';

/**
 * A shopper's stored value at a shop (shop membership) as the payment module moves it, each movement one ledger
 * posting tied to its cause (so repeated or raced, it posts once):
 * - a top-up: the provider's money in (`shop_recharge`, the top-up) and the shop's bonus (`shop_recharge_bonus`);
 * - a payment with the channel `shop_balance` (`payment`, the payment), refused as a whole when short;
 * - a refund of such a payment (`refund`, the refund).
 */

const value = (accountId: number, shopId: number) => ({ shopper: accountId, shop: shopId });
const PROVIDER_IN = { platform: 'provider_in', asset: 'shop_value' as const };
const SHOP_PROMOTIONS = { platform: 'shop_promotions', asset: 'shop_value' as const };
const SHOP_CLEARING = { platform: 'shop_clearing', asset: 'shop_value' as const };

export async function creditShopRecharge(tx: Tx, r: { id: number; accountId: number; shopId: number; amount: number; bonus: number }): Promise<void> {
  await post(tx, {
    cause: { type: 'shop_recharge', id: r.id },
    memo: 'shop top-up',
    moves: [
      { account: value(r.accountId, r.shopId), amount: r.amount },
      { account: PROVIDER_IN, amount: -r.amount },
    ],
  });
  if (r.bonus > 0) {
    await post(tx, {
      cause: { type: 'shop_recharge_bonus', id: r.id },
      memo: 'shop top-up bonus',
      moves: [
        { account: value(r.accountId, r.shopId), amount: r.bonus },
        { account: SHOP_PROMOTIONS, amount: -r.bonus },
      ],
    });
  }
}

/** The one shop all these orders are of, or null. */
export async function singleShopOf(tx: Tx, orderIds: readonly number[]): Promise<number | null> {
  const shops = new Set((await ordersByIds(tx, orderIds)).map((o) => o.shopId));
  return shops.size === 1 ? [...shops][0]! : null;
}

/** Takes a payment's amount from the stored value at its orders' shop, once; short: SHOP_BALANCE_SHORT, nothing written. */
export async function debitShopBalance(tx: Tx, p: { id: number; accountId: number; amount: number }, orderIds: readonly number[]): Promise<void> {
  const shopId = await singleShopOf(tx, orderIds);
  if (shopId === null) throw new AppError('SHOP_BALANCE_UNAVAILABLE');
  try {
    await post(tx, {
      cause: { type: 'payment', id: p.id },
      moves: [
        { account: value(p.accountId, shopId), amount: -p.amount },
        { account: SHOP_CLEARING, amount: p.amount },
      ],
    });
  } catch (err) {
    if (err instanceof LedgerShort) throw new AppError('SHOP_BALANCE_SHORT');
    throw err;
  }
}

/** Gives a refund of a shop-balance payment back to the stored value at the order's shop, once. */
export async function creditShopBalanceRefund(tx: Tx, r: { id: number; accountId: number; amount: number; orderId: number }): Promise<void> {
  const shopId = await singleShopOf(tx, [r.orderId]);
  if (shopId === null) throw new Error(`order ${r.orderId} has no shop`);
  await post(tx, {
    cause: { type: 'refund', id: r.id },
    moves: [
      { account: value(r.accountId, shopId), amount: r.amount },
      { account: SHOP_CLEARING, amount: -r.amount },
    ],
  });
}
