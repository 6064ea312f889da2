import { z } from 'zod';
import { ZGoodsCard } from './goods-fields.ts';

/** A lightning deal: one SKU at `dealPrice` (minor units) while its window is open and stock lasts. */
export const ZLightningDeal = z.object({
  id: z.number().int(),
  goods: ZGoodsCard,
  skuId: z.number().int(),
  dealPrice: z.number().int(),
  quantity: z.number().int(),
  soldQuantity: z.number().int(),
  perUserLimit: z.number().int(),
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().describe('ISO 8601'),
});
export type TLightningDeal = z.infer<typeof ZLightningDeal>;
