import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { CHARGE_BY, ZAreaRuleInput, ZDeliveryTemplate, ZDeliveryTemplateId, ZFeeRuleInput } from './delivery-template-fields.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'merchant/shop/deliveryTemplate/save';

/**
 * Creates a template (no `templateId`) or replaces one of the shop's with this one, rules and all. `isDefault: true`
 * makes it the shop's default (the former default stops being one); a shop's first template is its default
 * whatever is sent, and the default stays so until another is made the default.
 */
export const ZSaveDeliveryTemplateRequest = z
  .strictObject({
    shopId: ZShopId,
    templateId: ZDeliveryTemplateId.optional(),
    /** The merchant's own label (shoppers never see it). */
    name: z.string().trim().min(1).max(40),
    chargeBy: z.enum(CHARGE_BY),
    isDefault: z.boolean(),
    defaultRule: ZFeeRuleInput.nullable(),
    areaRules: z.array(ZAreaRuleInput).max(100),
  })
  .superRefine((v, ctx) => {
    if (v.defaultRule === null && v.areaRules.length === 0) ctx.addIssue({ code: 'custom', path: ['defaultRule'], message: 'a template must deliver somewhere' });
    const seen = new Set<string>();
    v.areaRules.forEach((r, i) => {
      const key = `${r.nationId}:${r.areaId ?? ''}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['areaRules', i], message: 'one rule per area' });
      seen.add(key);
    });
  });
export type TSaveDeliveryTemplateRequest = z.input<typeof ZSaveDeliveryTemplateRequest>;
export const ZSaveDeliveryTemplateResponse = ZDeliveryTemplate;
export type TSaveDeliveryTemplateResponse = z.infer<typeof ZSaveDeliveryTemplateResponse>;

export const saveDeliveryTemplate = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: 'Creates or replaces a delivery-fee template of a shop (piece or weight, a default rule and area rules, fees in minor units)',
  request: ZSaveDeliveryTemplateRequest,
  response: ZSaveDeliveryTemplateResponse,
});
