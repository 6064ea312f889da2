import { z } from 'zod';
import { ZAddressId } from '../account/address-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderDetail, ZOrderId } from './order-view-fields.ts';

export const path = 'saleorder/orderaddress/edit';

export const ZEditOrderAddressRequest = z.strictObject({ orderId: ZOrderId, addressId: ZAddressId });
export type TEditOrderAddressRequest = z.input<typeof ZEditOrderAddressRequest>;
/** The order with its new address (and, for an unpaid order, its new delivery fee and pay amount). */
export const ZEditOrderAddressResponse = ZOrderDetail;
export type TEditOrderAddressResponse = z.infer<typeof ZEditOrderAddressResponse>;

export const editOrderAddress = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Sends one of the caller's orders to another of their addresses before it ships: refused once shipped (4213), where the shop does not deliver (4214), and for a paid order whose delivery fee would change (4215)",
  request: ZEditOrderAddressRequest,
  response: ZEditOrderAddressResponse,
});
