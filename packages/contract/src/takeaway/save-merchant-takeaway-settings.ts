import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZTakeawaySettings } from './takeaway-fields.ts';

export const path = 'merchant/takeaway/settings/save';

const money = z.number().int().min(0).max(10_000_000);
/** A real calendar date, YYYY-MM-DD. */
const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar date');

export const ZSaveMerchantTakeawaySettingsRequest = z.strictObject({
  shopId: ZShopId,
  deliveryRadiusM: z.number().int().min(100).max(50_000),
  deliveryFee: money,
  minOrderAmount: money,
  packingFee: money,
  deliveryMinutes: z.number().int().min(5).max(240),
  lastOrderMinutes: z.number().int().min(0).max(720),
  /** The shop's holidays from today on (local dates); the whole list replaces the stored future ones. */
  holidays: z
    .array(ZDate)
    .max(100)
    .refine((d) => new Set(d).size === d.length, 'each date once'),
});
export type TSaveMerchantTakeawaySettingsRequest = z.input<typeof ZSaveMerchantTakeawaySettingsRequest>;
export const ZSaveMerchantTakeawaySettingsResponse = ZTakeawaySettings;
export type TSaveMerchantTakeawaySettingsResponse = z.infer<typeof ZSaveMerchantTakeawaySettingsResponse>;

export const saveMerchantTakeawaySettings = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "Sets a takeaway shop's radius, fees, minimum order, delivery and last order minutes and its holidays (not a takeaway shop: 5116)",
  request: ZSaveMerchantTakeawaySettingsRequest,
  response: ZSaveMerchantTakeawaySettingsResponse,
});
