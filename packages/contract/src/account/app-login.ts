import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMobile, ZPhoneCode, ZSignCode } from './account-fields.ts';
import { ZLoginResponse } from './login-user.ts';

export const path = 'auth/applogin';

/** With an SMS code (an unknown number becomes a new account) or with the password, once one is set. */
export const ZAppLoginRequest = z
  .strictObject({
    mobile: ZMobile,
    phoneCode: ZPhoneCode,
    code: ZSignCode.optional(),
    password: z.string().min(1).max(64).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.password === undefined), {
    message: 'send either code or password',
    path: ['code'],
  });
export type TAppLoginRequest = z.input<typeof ZAppLoginRequest>;

export const appLogin = defineEndpoint({
  path,
  access: 'public',
  summary: 'Logs in by mobile with an SMS code or a password; ends the session of the same app type elsewhere',
  request: ZAppLoginRequest,
  response: ZLoginResponse,
});
