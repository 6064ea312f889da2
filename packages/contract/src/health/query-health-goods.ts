import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZDrugLicence, ZHealthGoodsFacts, ZHealthId } from './health-fields.ts';

export const path = 'mall/query/health/goods';

export const ZQueryHealthGoodsRequest = z.strictObject({ goodsId: ZHealthId });
export type TQueryHealthGoodsRequest = z.input<typeof ZQueryHealthGoodsRequest>;
export const ZQueryHealthGoodsResponse = z.object({ facts: ZHealthGoodsFacts, licence: ZDrugLicence.nullable() });
export type TQueryHealthGoodsResponse = z.infer<typeof ZQueryHealthGoodsResponse>;

export const queryHealthGoods = defineEndpoint({
  path,
  access: 'public',
  summary: "A medicine goods' regulatory facts (approval number, dosage form, specification, usage, contraindications, Rx or OTC, per-order limit) and its pharmacy's drug licence (1004 unknown)",
  request: ZQueryHealthGoodsRequest,
  response: ZQueryHealthGoodsResponse,
});
