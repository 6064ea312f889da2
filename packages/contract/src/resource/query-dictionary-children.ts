import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZDictionaryEntry } from './dictionary-entry.ts';

export const path = 'resource/dictionary/children/code/{code}';

export const ZQueryDictionaryChildrenParams = z.object({ code: z.string().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/) });
export const ZQueryDictionaryChildrenRequest = ZEmptyRequest;
export const ZQueryDictionaryChildrenResponse = z.array(ZDictionaryEntry);
export type TQueryDictionaryChildrenResponse = z.infer<typeof ZQueryDictionaryChildrenResponse>;

export const queryDictionaryChildren = defineEndpoint({
  path,
  access: 'public',
  params: ZQueryDictionaryChildrenParams,
  summary: 'The enabled children of the dictionary entry with a code, in order',
  request: ZQueryDictionaryChildrenRequest,
  response: ZQueryDictionaryChildrenResponse,
});
