import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZGroupbuyId } from './groupbuy-fields.ts';

export const path = 'merchant/groupbuy/pickup/query';

export const ZMerchantPickupPointsRequest = z.strictObject({ shopId: ZShopId });
export type TMerchantPickupPointsRequest = z.input<typeof ZMerchantPickupPointsRequest>;
const ZPerson = z.object({ accountId: z.number().int(), name: z.string(), role: z.enum(['owner', 'staff']) });
export const ZMerchantPickupPointsResponse = z.object({
  points: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      /** Assigned staff (the owner is staff of every point without being listed here). */
      staff: z.array(ZPerson),
      /** Whether the caller may redeem codes at this point. */
      mine: z.boolean(),
    }),
  ),
  /** The shop's members, who can be assigned. */
  members: z.array(ZPerson),
});
export type TMerchantPickupPointsResponse = z.infer<typeof ZMerchantPickupPointsResponse>;

export const queryMerchantPickupPoints = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary: "The shop's pickup points with their staff, and the members who can be assigned",
  request: ZMerchantPickupPointsRequest,
  response: ZMerchantPickupPointsResponse,
});

export const setPath = 'merchant/groupbuy/pickup/staff/set';

export const ZSetPickupStaffRequest = z.strictObject({
  pickupPointId: ZGroupbuyId,
  /** The whole set of assigned staff (members of the shop; 5135 otherwise). */
  accountIds: z.array(ZGroupbuyId).max(50),
});
export type TSetPickupStaffRequest = z.input<typeof ZSetPickupStaffRequest>;
export const ZSetPickupStaffResponse = ZMerchantPickupPointsResponse;
export type TSetPickupStaffResponse = z.infer<typeof ZSetPickupStaffResponse>;

export const setPickupStaff = defineEndpoint({
  path: setPath,
  access: 'merchant',
  right: 'orders',
  summary: "Sets who works at one of the shop's pickup points (1004 another shop's point)",
  request: ZSetPickupStaffRequest,
  response: ZSetPickupStaffResponse,
});
