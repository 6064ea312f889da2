import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZDictionaryEntry } from '../resource/dictionary-entry.ts';

export const path = 'complaint/selectComplaintType';

export const ZSelectComplaintTypeRequest = ZEmptyRequest;
export const ZSelectComplaintTypeResponse = z.array(ZDictionaryEntry);
export type TSelectComplaintTypeResponse = z.infer<typeof ZSelectComplaintTypeResponse>;

export const selectComplaintType = defineEndpoint({
  path,
  access: 'public',
  summary: 'The kinds of complaint a shopper may file (the enabled entries of the `complaint_type` dictionary), in order, labelled in T-lang',
  request: ZSelectComplaintTypeRequest,
  response: ZSelectComplaintTypeResponse,
});
