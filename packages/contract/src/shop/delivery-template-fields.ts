import { z } from 'zod';

/**
 * A shop's delivery-fee templates as the merchant edits them (the pricing itself is the server's delivery-fee.ts).
 * A template counts pieces or grams; `firstFee` covers up to `firstUnits`, each further `extraUnits` or part of them
 * costs `extraFee`; from `freeOverAmount` of the shop's goods the region ships free. The default rule covers
 * everywhere no area rule names; an area rule names a nation, or one province (level-1 area) of it. Money in minor
 * units of the base currency.
 */
export const CHARGE_BY = ['piece', 'weight'] as const;
export type ChargeBy = (typeof CHARGE_BY)[number];

/** A template's id, a positive 32-bit integer. */
export const ZDeliveryTemplateId = z.number().int().positive().max(2_147_483_647);

/** At most 1,000,000.00 in the base currency: far above any delivery fee, far below an overflow. */
const ZFee = z.number().int().min(0).max(100_000_000);
/** Pieces, or grams (a tonne at most). */
const ZUnits = z.number().int().min(1).max(1_000_000);

export const ZFeeRuleInput = z.strictObject({
  firstUnits: ZUnits,
  firstFee: ZFee,
  extraUnits: ZUnits,
  extraFee: ZFee,
  /** Null: never free. */
  freeOverAmount: ZFee.nullable(),
});

const ZRegionId = z.number().int().positive().max(2_147_483_647);

export const ZAreaRuleInput = ZFeeRuleInput.extend({
  nationId: ZRegionId,
  /** A province of the nation; null for the whole nation. */
  areaId: ZRegionId.nullable(),
});

const feeRuleFields = {
  firstUnits: z.number().int(),
  firstFee: z.number().int(),
  extraUnits: z.number().int(),
  extraFee: z.number().int(),
  freeOverAmount: z.number().int().nullable(),
};

export const ZFeeRule = z.object(feeRuleFields);
export const ZAreaRule = z.object({
  ...feeRuleFields,
  nationId: z.number().int(),
  nationName: z.string(),
  areaId: z.number().int().nullable(),
  /** The province's name; null for a rule of the whole nation. */
  areaName: z.string().nullable(),
});

export const ZDeliveryTemplate = z.object({
  templateId: z.number().int(),
  name: z.string(),
  chargeBy: z.enum(CHARGE_BY),
  /** Goods that name no template use the shop's default; a shop with templates has exactly one. */
  isDefault: z.boolean(),
  /** How many of the shop's goods name this template (a template in use cannot be deleted). */
  goodsCount: z.number().int(),
  /** Null: the template ships only to its areas. */
  defaultRule: ZFeeRule.nullable(),
  areaRules: z.array(ZAreaRule),
});
export type TDeliveryTemplate = z.infer<typeof ZDeliveryTemplate>;
export type TAreaRule = z.infer<typeof ZAreaRule>;
