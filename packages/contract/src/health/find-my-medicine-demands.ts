import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZMedicineDemand } from './health-fields.ts';

export const path = 'mall/find/my/medicineDemands';

export const ZFindMyMedicineDemandsRequest = ZKeysetRequest.strict();
export type TFindMyMedicineDemandsRequest = z.input<typeof ZFindMyMedicineDemandsRequest>;
export const ZFindMyMedicineDemandsResponse = keysetPageOf(ZMedicineDemand);
export type TFindMyMedicineDemandsResponse = z.infer<typeof ZFindMyMedicineDemandsResponse>;

export const findMyMedicineDemands = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's medicine demands, newest first (keyset pages), each with its quotes",
  request: ZFindMyMedicineDemandsRequest,
  response: ZFindMyMedicineDemandsResponse,
});
