import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZDeliveryTemplate } from './delivery-template-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'merchant/shop/deliveryTemplates/query';

export const ZQueryDeliveryTemplatesRequest = ZShopIdRequest;
export type TQueryDeliveryTemplatesRequest = z.input<typeof ZQueryDeliveryTemplatesRequest>;
export const ZQueryDeliveryTemplatesResponse = z.array(ZDeliveryTemplate);
export type TQueryDeliveryTemplatesResponse = z.infer<typeof ZQueryDeliveryTemplatesResponse>;

export const queryDeliveryTemplates = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A shop's delivery-fee templates, the default first, each with its rules and how many goods use it",
  request: ZQueryDeliveryTemplatesRequest,
  response: ZQueryDeliveryTemplatesResponse,
});
