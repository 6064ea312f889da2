import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'mall/save/shop/operate/browse';

export const ZSaveShopBrowseRequest = ZShopIdRequest;
export const ZSaveShopBrowseResponse = z.object({ shopId: z.number().int(), browsedAt: z.string().describe('ISO 8601') });
export type TSaveShopBrowseRequest = z.input<typeof ZSaveShopBrowseRequest>;
export type TSaveShopBrowseResponse = z.infer<typeof ZSaveShopBrowseResponse>;

export const saveShopBrowse = defineEndpoint({
  path,
  access: 'optional',
  summary: "Records that the caller visited a shop (one row per shop, the latest visit kept); a visitor's visit only counts toward the shop's visitors",
  request: ZSaveShopBrowseRequest,
  response: ZSaveShopBrowseResponse,
});
