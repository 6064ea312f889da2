import type { TConsoleShop } from '@mall/contract/merchant/query-use-account';
import type { ShopRight } from '@mall/contract/platform/api';
import { readRaw, writeRaw } from '../../shared/session/local-store.ts';

/** The shop the merchant console works on, kept in the browser so the console reopens where the merchant left it. */
const KEY = 'm_merchant_shop';

/** The chosen shop among those the account works for: the one chosen last, else the first. */
export function pickShop(shops: readonly TConsoleShop[], stored = readRaw(KEY)): TConsoleShop | undefined {
  return shops.find((s) => String(s.shopId) === stored) ?? shops[0];
}

export function rememberShop(shopId: number): void {
  writeRaw(KEY, String(shopId));
}

/** Whether the account may do this in the shop (the owner may do everything). */
export function mayDo(shop: TConsoleShop, right: ShopRight | undefined): boolean {
  return right === undefined || shop.role === 'owner' || shop.rights.includes(right);
}
