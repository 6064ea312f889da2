import { z } from 'zod';

/** A shop id: a positive 32-bit integer. */
export const ZShopId = z.number().int().positive().max(2_147_483_647);

/** A merchant id, the same kind of number. */
export const ZMerchantId = ZShopId;

/** The request of every call about one shop. */
export const ZShopIdRequest = z.strictObject({ shopId: ZShopId });
