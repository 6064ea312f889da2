import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderAddress } from './order-fields.ts';
import { ZOrderIdRequest } from './order-view-fields.ts';

export const path = 'saleorder/orderaddress';

export const ZQueryOrderAddressRequest = ZOrderIdRequest;
export type TQueryOrderAddressRequest = z.input<typeof ZQueryOrderAddressRequest>;
export const ZQueryOrderAddressResponse = ZOrderAddress;
export type TQueryOrderAddressResponse = z.infer<typeof ZQueryOrderAddressResponse>;

export const queryOrderAddress = defineEndpoint({
  path,
  access: 'user',
  summary: "The delivery address of one of the caller's orders, as it was when committed",
  request: ZQueryOrderAddressRequest,
  response: ZQueryOrderAddressResponse,
});
