import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';

export const path = 'mall/query/health/medicines';

export const ZQueryHealthMedicinesRequest = ZPageRequest.extend({
  /** `otc`: over the counter only; `rx`: prescription-only only; absent: both. */
  drugClass: z.enum(['otc', 'rx']).optional(),
  /** One category (any level) of the medicines, e.g. a leaf of OTC medicine. */
  categoryId: z.number().int().positive().max(2_147_483_647).optional(),
  /** One shop's medicines (a pharmacy picking what to quote). */
  shopId: z.number().int().positive().max(2_147_483_647).optional(),
}).strict();
export type TQueryHealthMedicinesRequest = z.input<typeof ZQueryHealthMedicinesRequest>;
export const ZHealthMedicine = z.object({
  goodsId: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** Minor units: the cheapest SKU. */
  price: z.number().int(),
  /** The cheapest enabled SKU, null when none is enabled. */
  skuId: z.number().int().nullable(),
  shopId: z.number().int(),
  shopName: z.string(),
  drugClass: z.enum(['otc', 'rx']),
  salesCount: z.number().int(),
});
export type THealthMedicine = z.infer<typeof ZHealthMedicine>;
export const ZQueryHealthMedicinesResponse = pageOf(ZHealthMedicine);
export type TQueryHealthMedicinesResponse = z.infer<typeof ZQueryHealthMedicinesResponse>;

export const queryHealthMedicines = defineEndpoint({
  path,
  access: 'public',
  summary: 'Medicines on sale in pharmacies (goods with a drug class), best-selling first, paged; optionally OTC or prescription-only, or of one category',
  request: ZQueryHealthMedicinesRequest,
  response: ZQueryHealthMedicinesResponse,
});
