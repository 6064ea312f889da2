import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZShareCode, ZShareInfo } from './share-fields.ts';

export const path = 'share/code/{code}';

export const ZQueryShareCodeParams = z.object({ code: ZShareCode });
export const ZQueryShareCodeResponse = ZShareInfo;
export type TQueryShareCodeResponse = z.infer<typeof ZQueryShareCodeResponse>;

export const queryShareCode = defineEndpoint({
  path,
  access: 'public',
  params: ZQueryShareCodeParams,
  summary: 'A goods share by its code: the sharer, the goods picture and title, and the page to open (the shared-goods popup)',
  request: ZEmptyRequest,
  response: ZQueryShareCodeResponse,
});
