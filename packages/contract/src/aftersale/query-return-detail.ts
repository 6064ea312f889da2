import { defineEndpoint } from '../platform/api.ts';
import { ZReturnDetail, ZReturnIdRequest } from './return-fields.ts';

export const path = 'returnorder/query/details';

export const queryReturnDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's after-sales requests in full: lines, timeline, the return address, parcels and refund",
  request: ZReturnIdRequest,
  response: ZReturnDetail,
});
