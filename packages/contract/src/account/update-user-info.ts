import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { LANGUAGES } from '../platform/languages.ts';
import { ZEmail, ZSignCode } from './account-fields.ts';
import { ZUserInfo } from './login-user.ts';

export const path = 'user/info/update';

/**
 * Only what a user may change about themselves. Anything else (userType, vipStatus, balances, ids) is an
 * unknown field and refuses the whole request. A new email needs the code sent to it.
 */
export const ZUpdateUserInfoRequest = z
  .strictObject({
    nickName: z.string().trim().min(1).max(32).optional(),
    name: z.string().trim().max(32).optional(),
    avatar: z
      .string()
      .max(300)
      .regex(/^\/uploads\/[A-Za-z0-9/_-]+\.(webp|jpg|png)$/, 'must be an image uploaded with resource/cos/upload')
      .or(z.literal(''))
      .optional(),
    email: ZEmail.optional(),
    emailCode: ZSignCode.optional(),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
    lang: z.enum(LANGUAGES).optional(),
    /** The account withdrawals are paid to (an Alipay login: email or phone number); '' clears it. */
    alipayReceiveAccount: z.string().trim().max(64).regex(/^$|^[^\s<>]{3,64}$/, 'must be 3 to 64 characters without spaces').optional(),
  })
  .refine((v) => v.email === undefined || v.emailCode !== undefined, {
    message: 'a new email needs the code sent to it',
    path: ['emailCode'],
  });
export type TUpdateUserInfoRequest = z.input<typeof ZUpdateUserInfoRequest>;

export const updateUserInfo = defineEndpoint({
  path,
  access: 'user',
  summary: 'Changes the caller\'s nickname, name, avatar, email (with its code), currency, language or the receive account of withdrawals',
  request: ZUpdateUserInfoRequest,
  response: ZUserInfo,
});
