import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShareInfo } from './share-fields.ts';

export const path = 'share/rel/save';

export const ZSaveShareRequest = z.strictObject({ goodsId: z.number().int().positive().max(2_147_483_647) });
export const ZSaveShareResponse = ZShareInfo;
export type TSaveShareResponse = z.infer<typeof ZSaveShareResponse>;

/** The caller shares a goods: the share (sharer, goods) is saved once and its code answered, the same every time. */
export const saveShare = defineEndpoint({
  path,
  access: 'user',
  summary: "Saves the caller's share of a goods and answers its code (the same code for the same goods)",
  request: ZSaveShareRequest,
  response: ZSaveShareResponse,
});
