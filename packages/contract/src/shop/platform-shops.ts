import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';

/**
 * The platform console's shops: every shop with its merchant, found by name or status, its history, and suspending
 * or reinstating it (operators: support or admin). A suspended shop is gone for shoppers (its page, goods, lists and
 * search; buying its goods is 5301) while its staff keep the merchant console to fulfil and refund paid orders.
 */

export const queryPlatformShopsPath = 'platform/shop/query';
export const queryPlatformShopPath = 'platform/shop/detail';
export const suspendPlatformShopPath = 'platform/shop/suspend';
export const reinstatePlatformShopPath = 'platform/shop/reinstate';

const ZId = z.number().int().positive().max(2_147_483_647);

/** What the console shows of a shop's status: `suspended` is the platform's; the others the merchant's. */
export const PLATFORM_SHOP_STATUSES = ['open', 'closed', 'suspended'] as const;
export const ZPlatformShopStatus = z.enum(PLATFORM_SHOP_STATUSES);
export type TPlatformShopStatus = z.infer<typeof ZPlatformShopStatus>;

export const ZPlatformShopRow = z.object({
  shopId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  kind: z.string(),
  status: ZPlatformShopStatus,
  merchantId: z.number().int(),
  /** The merchant's name as approved. */
  merchantName: z.string(),
  /** The owner's sign-in (email or phone) and nickname, in a few words. */
  owner: z.string(),
  goodsCount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TPlatformShopRow = z.infer<typeof ZPlatformShopRow>;

export const ZQueryPlatformShopsRequest = z.strictObject({
  ...ZKeysetRequest.shape,
  /** Part of the shop's name in any language, or of its merchant's name. */
  keyword: z.string().trim().min(1).max(50).optional(),
  status: ZPlatformShopStatus.optional(),
});
export type TQueryPlatformShopsRequest = z.input<typeof ZQueryPlatformShopsRequest>;
export const ZQueryPlatformShopsResponse = keysetPageOf(ZPlatformShopRow);
export type TQueryPlatformShopsResponse = z.infer<typeof ZQueryPlatformShopsResponse>;

export const queryPlatformShops = defineEndpoint({
  path: queryPlatformShopsPath,
  access: 'platform',
  role: 'support',
  summary: 'Shops of the marketplace newest first, a keyset page at a time, with their merchant, status and goods count, narrowed by name or status',
  request: ZQueryPlatformShopsRequest,
  response: ZQueryPlatformShopsResponse,
});

export const ZPlatformShopEvent = z.object({
  action: z.enum(['suspended', 'reinstated']),
  reason: z.string(),
  operatorId: z.number().int(),
  /** The operator in a few words (nickname or sign-in). */
  operator: z.string(),
  at: z.string().describe('ISO 8601'),
});
export type TPlatformShopEvent = z.infer<typeof ZPlatformShopEvent>;

export const ZPlatformShop = ZPlatformShopRow.extend({
  phone: z.string(),
  /** While suspended: when and why. */
  suspendedAt: z.string().nullable(),
  suspendReason: z.string().nullable(),
  /** The platform's actions on the shop, oldest first. */
  history: z.array(ZPlatformShopEvent),
});
export type TPlatformShop = z.infer<typeof ZPlatformShop>;

export const ZShopIdRequest = z.strictObject({ shopId: ZId });
export type TShopIdRequest = z.input<typeof ZShopIdRequest>;

export const queryPlatformShop = defineEndpoint({
  path: queryPlatformShopPath,
  access: 'platform',
  role: 'support',
  summary: 'One shop with its merchant, status and the history of the platform’s actions on it; unknown: 1004',
  request: ZShopIdRequest,
  response: ZPlatformShop,
});

/** One line of text (the server refuses control characters in every field), 1-200 characters once trimmed. */
export const ZSuspendPlatformShopRequest = ZShopIdRequest.extend({ reason: z.string().trim().min(1).max(200) });
export type TSuspendPlatformShopRequest = z.input<typeof ZSuspendPlatformShopRequest>;

export const suspendPlatformShop = defineEndpoint({
  path: suspendPlatformShopPath,
  access: 'platform',
  role: 'support',
  summary:
    'Suspends a shop with a reason: shoppers no longer see it or its goods, and its goods cannot be bought (5301), while paid orders are still fulfilled and refunded. Suspending a suspended shop answers it as it is',
  request: ZSuspendPlatformShopRequest,
  response: ZPlatformShop,
});

export const reinstatePlatformShop = defineEndpoint({
  path: reinstatePlatformShopPath,
  access: 'platform',
  role: 'support',
  summary: 'Reinstates a suspended shop to the status it had before; reinstating a shop that is not suspended answers it as it is',
  request: ZShopIdRequest,
  response: ZPlatformShop,
});
