import { z } from 'zod';
import { ZCartId, CART_MAX_LINES } from '../cart/cart-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckout, ZOptionalAddressId } from './checkout-fields.ts';

export const path = 'saleorder/checkout/cart';

export const ZCheckoutCartRequest = z.strictObject({
  /** The cart lines to buy; the picked buyable lines when left out. */
  cartIds: z.array(ZCartId).min(1).max(CART_MAX_LINES).optional(),
  /** The delivery address; the default one when left out. */
  addressId: ZOptionalAddressId,
});
export type TCheckoutCartRequest = z.input<typeof ZCheckoutCartRequest>;
export const ZCheckoutCartResponse = ZCheckout;
export type TCheckoutCartResponse = z.infer<typeof ZCheckoutCartResponse>;

export const checkoutCart = defineEndpoint({
  path,
  access: 'user',
  summary: 'Opens a checkout of cart lines (the picked ones by default), priced by the server, with the best coupons chosen',
  request: ZCheckoutCartRequest,
  response: ZCheckoutCartResponse,
});
