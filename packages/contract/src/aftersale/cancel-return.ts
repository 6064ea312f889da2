import { defineEndpoint } from '../platform/api.ts';
import { ZReturnDetail, ZReturnIdRequest } from './return-fields.ts';

export const path = 'returnorder/apply/cancel';

export const cancelReturn = defineEndpoint({
  path,
  access: 'user',
  summary: "The shopper withdraws one of their requests while it waits for the shop or before the goods are sent back; its units are free again. A repeated cancel answers the same.",
  request: ZReturnIdRequest,
  response: ZReturnDetail,
});
