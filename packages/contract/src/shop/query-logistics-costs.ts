import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';

export const path = 'mall/query/logistics/costs';

/** The most pieces of one goods a delivery cost is asked for (a cart line holds no more). */
export const MAX_DELIVERY_QUANTITY = 9999;

const ZAreaId = z.number().int().positive().max(2_147_483_647);

/** An area the shopper picked: a nation and, as far as chosen, its province → city → district chain. */
export const ZDeliveryAreaInput = z.strictObject({
  nationId: ZAreaId,
  provinceId: ZAreaId.nullable().optional(),
  cityId: ZAreaId.nullable().optional(),
  districtId: ZAreaId.nullable().optional(),
});

/**
 * What delivering `quantity` of a goods (as one SKU) to an area costs: the area is one of the caller's
 * addresses (`addressId`, needs login) or an area picked by hand (`area`), exactly one of the two.
 */
export const ZQueryLogisticsCostsRequest = z
  .strictObject({
    goodsId: ZCatalogueId,
    skuId: ZCatalogueId.optional().describe('the SKU bought (its weight counts for weight templates); the default SKU when omitted'),
    quantity: z.number().int().min(1).max(MAX_DELIVERY_QUANTITY).default(1),
    addressId: ZAreaId.optional().describe("one of the caller's addresses"),
    area: ZDeliveryAreaInput.optional(),
  })
  .refine((v) => (v.addressId === undefined) !== (v.area === undefined), {
    message: 'send either addressId or area',
    path: ['addressId'],
  });
export type TQueryLogisticsCostsRequest = z.input<typeof ZQueryLogisticsCostsRequest>;

export const DELIVERY_METHODS = ['template', 'takeaway'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const ZQueryLogisticsCostsResponse = z.object({
  goodsId: z.number().int(),
  skuId: z.number().int(),
  quantity: z.number().int(),
  shopId: z.number().int(),
  /** Shipped by the shop's delivery-fee templates, or brought by a takeaway shop at its flat fee. */
  method: z.enum(DELIVERY_METHODS),
  /** False when the shop does not deliver to the area; `fee` is then 0. */
  deliverable: z.boolean(),
  /** Minor units of the base currency; 0 when delivery is free. */
  fee: z.number().int(),
  /** The SKU's price times the quantity, in minor units. */
  goodsAmount: z.number().int(),
  /** From this amount of the shop's goods in one order, delivery to the area is free; null when it never is. */
  freeOverAmount: z.number().int().nullable(),
  /** Takeaway: the smallest order the shop takes (minor units); 0 for shipped goods. */
  minOrderAmount: z.number().int(),
  /** The area priced, its names in T-lang; `areaText` is the areas below the nation ("Guangdong Shenzhen Nanshan"). */
  area: z.object({
    nationId: z.number().int(),
    nationName: z.string(),
    provinceId: z.number().int().nullable(),
    cityId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    areaText: z.string(),
  }),
});
export type TQueryLogisticsCostsResponse = z.infer<typeof ZQueryLogisticsCostsResponse>;

export const queryLogisticsCosts = defineEndpoint({
  path,
  access: 'optional',
  summary: "The delivery cost of a goods (a quantity of one SKU) to one of the caller's addresses or to a picked area",
  request: ZQueryLogisticsCostsRequest,
  response: ZQueryLogisticsCostsResponse,
});
