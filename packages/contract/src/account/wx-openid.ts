import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'auth/wx/openid';

export const ZWxOpenidRequest = z.strictObject({ code: z.string().min(1).max(512) });
export const ZWxOpenidResponse = z.object({ openid: z.string() });

export const wxOpenid = defineEndpoint({
  path,
  access: 'public',
  summary: 'Exchanges a WeChat login code for an openid (answers "not configured" until keys are set)',
  request: ZWxOpenidRequest,
  response: ZWxOpenidResponse,
});
