import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShippingCompanyCode, ZTrackingNo } from '../logistics/shipment-fields.ts';
import { ZReturnDetail, ZReturnId } from './return-fields.ts';

export const path = 'returnorder/origoods/deliver';

export const ZDeliverReturnGoodsRequest = z.strictObject({
  returnId: ZReturnId,
  /** A company of `resource/query/shipping/company`. */
  companyCode: ZShippingCompanyCode,
  trackingNo: ZTrackingNo,
});
export type TDeliverReturnGoodsRequest = z.input<typeof ZDeliverReturnGoodsRequest>;

export const deliverReturnGoods = defineEndpoint({
  path,
  access: 'user',
  summary: "The shopper's parcel back to the shop for an approved return or exchange: company and tracking number (checked like a shipment's); the carrier then follows it",
  request: ZDeliverReturnGoodsRequest,
  response: ZReturnDetail,
});
