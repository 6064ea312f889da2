import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMobile, ZPassword, ZPhoneCode, ZSignCode } from './account-fields.ts';
import { ZLoginResponse } from './login-user.ts';

export const path = 'auth/appregister/invite';

export const ZAppRegisterInviteRequest = z.strictObject({
  mobile: ZMobile,
  phoneCode: ZPhoneCode,
  code: ZSignCode,
  /** The referrer's invite code (from a share text or the login/register?referrer= link). */
  inviteCode: z.string().trim().min(1).max(64),
  password: ZPassword.optional(),
});
export type TAppRegisterInviteRequest = z.input<typeof ZAppRegisterInviteRequest>;

export const appRegisterInvite = defineEndpoint({
  path,
  access: 'public',
  summary: 'Registers a mobile number invited by another user, records the referrer, and logs it in',
  request: ZAppRegisterInviteRequest,
  response: ZLoginResponse,
});
