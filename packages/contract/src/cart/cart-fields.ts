import { z } from 'zod';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';

/** A cart line's id (the spec's cartId). */
export const ZCartId = ZCatalogueId;

/** How many of one SKU a cart line holds: a whole number from 1 to 999. */
export const CART_MAX_QUANTITY = 999;
export const ZCartQuantity = z.number().int().min(1).max(CART_MAX_QUANTITY);

/** The most lines one shopper's cart holds. */
export const CART_MAX_LINES = 100;

/** Why a line can no longer be bought: goods (or its shop) off the shelf, SKU deleted or disabled, no stock. */
export const CART_UNBUYABLE_REASONS = ['off_shelf', 'sku_gone', 'sku_disabled', 'out_of_stock'] as const;

/**
 * One line of the cart as the cart page draws it. `price` is the SKU's current price in minor units (the cart
 * never keeps a price); `stock` lets the page bound its stepper and say "only N left".
 */
export const ZCartLine = z.object({
  cartId: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  shopId: z.number().int(),
  title: z.string(),
  image: z.string(),
  specName: z.string(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** The most pieces of this goods one order may hold; null for no limit beyond stock. The stepper stops there. */
  purchaseLimit: z.number().int().nullable(),
  picked: z.boolean(),
  addedAt: z.string(),
  /** Set only for lines in the unbuyable section. */
  reason: z.enum(CART_UNBUYABLE_REASONS).nullable(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

/** What every call that changes the lines answers besides its own result: the tab badge (number of lines). */
export const ZCartCount = z.number().int();
