import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZPharmacyDemand } from './health-fields.ts';

export const path = 'merchant/health/demand/query';

export const ZMerchantMedicineDemandsRequest = ZKeysetRequest.extend({ shopId: ZShopId }).strict();
export type TMerchantMedicineDemandsRequest = z.input<typeof ZMerchantMedicineDemandsRequest>;
export const ZMerchantMedicineDemandsResponse = keysetPageOf(ZPharmacyDemand).extend({
  /** Whether the shop is a verified pharmacy (a health shop with an unexpired drug licence): only those see demands. */
  verified: z.boolean(),
});
export type TMerchantMedicineDemandsResponse = z.infer<typeof ZMerchantMedicineDemandsResponse>;

export const queryMerchantMedicineDemands = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary: 'The open and quoted medicine demands shown to this pharmacy (released near it), newest first, with its own quotes',
  request: ZMerchantMedicineDemandsRequest,
  response: ZMerchantMedicineDemandsResponse,
});
