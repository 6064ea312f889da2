import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZDeliveryTemplateId } from './delivery-template-fields.ts';

export const path = 'merchant/shop/deliveryTemplate/delete';

/** Refused while goods name the template (4601) or while it is the shop's default (4602). */
export const ZDeleteDeliveryTemplateRequest = z.strictObject({ templateId: ZDeliveryTemplateId });
export type TDeleteDeliveryTemplateRequest = z.input<typeof ZDeleteDeliveryTemplateRequest>;
export const ZDeleteDeliveryTemplateResponse = z.object({ templateId: z.number().int() });
export type TDeleteDeliveryTemplateResponse = z.infer<typeof ZDeleteDeliveryTemplateResponse>;

export const deleteDeliveryTemplate = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "Deletes a shop's delivery-fee template that no goods use and that is not the default",
  request: ZDeleteDeliveryTemplateRequest,
  response: ZDeleteDeliveryTemplateResponse,
});
