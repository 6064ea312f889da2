import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { SHOP_EVENTS, shopSuspension, type ShopStatusChanged } from '../shop/shop.api.ts';
import { goods } from './catalogue.tables.ts';

/**
 * A suspended shop's goods leave every shopper's list, search and page: `goods.shop_listed` follows the shop. The
 * handler sets it from the shop's state now rather than from the event's kind, so a suspension and a reinstatement
 * delivered out of order (a retry) still end where the shop is.
 */
export function subscribeShopListing(deps: Deps): void {
  const follow = async (tx: Tx, shopId: number) => {
    const listed = (await shopSuspension(tx, shopId)) === null;
    await tx.update(goods).set({ shopListed: listed }).where(eq(goods.shopId, shopId));
  };
  deps.domainEvents.subscribe<ShopStatusChanged>(SHOP_EVENTS.suspended, 'catalogue.unlist-suspended-shop', (tx, { payload }) => follow(tx, payload.shopId));
  deps.domainEvents.subscribe<ShopStatusChanged>(SHOP_EVENTS.reinstated, 'catalogue.relist-reinstated-shop', (tx, { payload }) => follow(tx, payload.shopId));
}
