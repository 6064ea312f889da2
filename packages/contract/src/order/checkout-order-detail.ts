import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckout, ZCheckoutId } from './checkout-fields.ts';

export const path = 'saleorder/checkout/order/detail';

export const ZCheckoutOrderDetailRequest = z.strictObject({ checkoutId: ZCheckoutId });
export type TCheckoutOrderDetailRequest = z.input<typeof ZCheckoutOrderDetailRequest>;
export const ZCheckoutOrderDetailResponse = ZCheckout;
export type TCheckoutOrderDetailResponse = z.infer<typeof ZCheckoutOrderDetailResponse>;

export const checkoutOrderDetail = defineEndpoint({
  path,
  access: 'user',
  summary: 'One of the caller\'s checkouts, priced again now (the checkout page reloads it)',
  request: ZCheckoutOrderDetailRequest,
  response: ZCheckoutOrderDetailResponse,
});
