import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZEmail, ZPassword, ZSignCode } from './account-fields.ts';
import { ZLoginResponse } from './login-user.ts';

export const path = 'auth/appregister/email';

export const ZAppRegisterEmailRequest = z.strictObject({
  email: ZEmail,
  code: ZSignCode,
  password: ZPassword,
  nickName: z.string().trim().min(1).max(32).optional(),
  /** A share or invite code of the user who referred this one (login/register?referrer=). */
  referrer: z.string().trim().min(1).max(64).optional(),
});
export type TAppRegisterEmailRequest = z.input<typeof ZAppRegisterEmailRequest>;

export const appRegisterEmail = defineEndpoint({
  path,
  access: 'public',
  summary: 'Registers an account by email with an emailed code and a password, and logs it in',
  request: ZAppRegisterEmailRequest,
  response: ZLoginResponse,
});
