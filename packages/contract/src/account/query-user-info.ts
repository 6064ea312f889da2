import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZUserInfo } from './login-user.ts';

export const path = 'user/info/query';

export const queryUserInfo = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller\'s user fields',
  request: ZEmptyRequest,
  response: ZUserInfo,
});
