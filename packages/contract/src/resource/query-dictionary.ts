import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZDictionaryEntry } from './dictionary-entry.ts';

export const path = 'resource/query/dictionary/{id}';

export const ZQueryDictionaryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZQueryDictionaryRequest = ZEmptyRequest;
export const ZQueryDictionaryResponse = ZDictionaryEntry.extend({ children: z.array(ZDictionaryEntry) });
export type TQueryDictionaryResponse = z.infer<typeof ZQueryDictionaryResponse>;

export const queryDictionary = defineEndpoint({
  path,
  access: 'public',
  params: ZQueryDictionaryParams,
  summary: 'One dictionary entry by id, with its enabled children',
  request: ZQueryDictionaryRequest,
  response: ZQueryDictionaryResponse,
});
