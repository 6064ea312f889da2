import { z } from 'zod';
import { OPERATOR_ROLES } from '../platform/api.ts';

/** The user fields of spec section 3 (userInfo), as the login response and user/info/query answer them. */
export const ZUserInfo = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  phoneCode: z.string(),
  email: z.string(),
  name: z.string(),
  nickName: z.string(),
  number: z.string().describe('member number shown to the user'),
  avatar: z.string(),
  type: z.number().int().describe('0 individual, 1 merchant (after an approved application)'),
  userType: z.number().int(),
  alipayReceiveAccount: z.string(),
  vipStatus: z.number().int(),
  newRegister: z.boolean().describe('true when this login created the account'),
  userRegisterGiftAmount: z.number().int().describe('register gift in minor units of the base currency'),
  /** The language the user chose (en, zh, ja), or empty; a login on a new device adopts it. */
  lang: z.string(),
  /** The platform roles of an operator (the console shows the sections they open); empty for everyone else. */
  operatorRoles: z.array(z.enum(OPERATOR_ROLES)),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** Spec section 3: the login response is the token plus the user fields. */
export const ZLoginResponse = ZUserInfo.extend({ token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
