import { z } from 'zod';
import { ZEmail, ZMobile, ZPhoneCode } from '../account/account-fields.ts';
import { defineEndpoint, SHOP_RIGHTS } from '../platform/api.ts';
import { ZShopId, ZShopIdRequest } from './shop-id.ts';

/**
 * The merchant console's staff calls: the owner lists the shop's members, adds an account (by phone or email) with
 * rights, changes a member's rights and removes a member. Only the owner may; staff get 4508.
 */

export const ZShopRights = z
  .array(z.enum(SHOP_RIGHTS))
  .min(1, 'at least one right')
  .max(SHOP_RIGHTS.length)
  .refine((r) => new Set(r).size === r.length, 'each right once');

export const ZShopMember = z.object({
  accountId: z.number().int(),
  nickName: z.string(),
  /** The member's masked phone, or email. */
  account: z.string(),
  role: z.enum(['owner', 'staff']),
  rights: z.array(z.enum(SHOP_RIGHTS)),
  since: z.string().describe('ISO 8601'),
});
export type TShopMember = z.infer<typeof ZShopMember>;
export const ZShopMembers = z.object({ list: z.array(ZShopMember) });
export type TShopMembers = z.infer<typeof ZShopMembers>;

export const queryShopStaffPath = 'merchant/shop/staff/query';
export const queryShopStaff = defineEndpoint({
  path: queryShopStaffPath,
  access: 'merchant',
  right: 'orders',
  summary: "The shop's owner and staff with their rights (the owner's view; staff see it too, read only)",
  request: ZShopIdRequest,
  response: ZShopMembers,
});

export const ZInviteStaffRequest = z.union([
  z.strictObject({ shopId: ZShopId, phoneCode: ZPhoneCode, mobile: ZMobile, rights: ZShopRights }),
  z.strictObject({ shopId: ZShopId, email: ZEmail, rights: ZShopRights }),
]);
export type TInviteStaffRequest = z.input<typeof ZInviteStaffRequest>;
export const inviteStaffPath = 'merchant/shop/staff/invite';
export const inviteStaff = defineEndpoint({
  path: inviteStaffPath,
  access: 'merchant',
  right: 'orders',
  summary: 'The owner adds an existing account, found by phone or email, as staff with rights (4506 no such account, 4507 already a member, 4508 not the owner)',
  request: ZInviteStaffRequest,
  response: ZShopMembers,
});

export const ZStaffRightsRequest = z.strictObject({ shopId: ZShopId, accountId: z.number().int().positive().max(2_147_483_647), rights: ZShopRights });
export type TStaffRightsRequest = z.input<typeof ZStaffRightsRequest>;
export const setStaffRightsPath = 'merchant/shop/staff/rights';
export const setStaffRights = defineEndpoint({
  path: setStaffRightsPath,
  access: 'merchant',
  right: 'orders',
  summary: "The owner changes a staff member's rights (1004 for someone who is not staff here; the owner's own cannot change)",
  request: ZStaffRightsRequest,
  response: ZShopMembers,
});

export const ZRevokeStaffRequest = z.strictObject({ shopId: ZShopId, accountId: z.number().int().positive().max(2_147_483_647) });
export type TRevokeStaffRequest = z.input<typeof ZRevokeStaffRequest>;
export const revokeStaffPath = 'merchant/shop/staff/revoke';
export const revokeStaff = defineEndpoint({
  path: revokeStaffPath,
  access: 'merchant',
  right: 'orders',
  summary: 'The owner removes a staff member from the shop at once (their next call on it is refused)',
  request: ZRevokeStaffRequest,
  response: ZShopMembers,
});
