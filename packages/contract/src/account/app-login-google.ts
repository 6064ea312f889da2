import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLoginResponse } from './login-user.ts';

export const path = 'auth/applogin/google';

export const ZAppLoginGoogleRequest = z.strictObject({ code: z.string().min(1).max(2048) });

export const appLoginGoogle = defineEndpoint({
  path,
  access: 'public',
  summary: 'Logs in with a Google authorisation code (answers "not configured" until keys are set)',
  request: ZAppLoginGoogleRequest,
  response: ZLoginResponse,
});
