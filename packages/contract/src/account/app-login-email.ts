import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZEmail, ZSignCode } from './account-fields.ts';
import { ZLoginResponse } from './login-user.ts';

export const path = 'auth/applogin/email';

export const ZAppLoginEmailRequest = z
  .strictObject({
    email: ZEmail,
    code: ZSignCode.optional(),
    password: z.string().min(1).max(64).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.password === undefined), {
    message: 'send either code or password',
    path: ['code'],
  });
export type TAppLoginEmailRequest = z.input<typeof ZAppLoginEmailRequest>;

export const appLoginEmail = defineEndpoint({
  path,
  access: 'public',
  summary: 'Logs in a registered email with its password or an emailed code',
  request: ZAppLoginEmailRequest,
  response: ZLoginResponse,
});
