import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from '../shop/shop-id.ts';
import { ZTakeawaySettings } from './takeaway-fields.ts';

export const path = 'merchant/takeaway/settings/query';

export const ZQueryMerchantTakeawaySettingsRequest = ZShopIdRequest;
export const ZQueryMerchantTakeawaySettingsResponse = ZTakeawaySettings;
export type TQueryMerchantTakeawaySettingsRequest = z.input<typeof ZQueryMerchantTakeawaySettingsRequest>;
export type TQueryMerchantTakeawaySettingsResponse = z.infer<typeof ZQueryMerchantTakeawaySettingsResponse>;

export const queryMerchantTakeawaySettings = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A takeaway shop's terms: radius, fees, minimum order, delivery and last order minutes, holidays, and where it stands now",
  request: ZQueryMerchantTakeawaySettingsRequest,
  response: ZQueryMerchantTakeawaySettingsResponse,
});
