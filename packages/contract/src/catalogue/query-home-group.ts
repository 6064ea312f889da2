import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZHomeGroupBase, ZShortcut } from './home-fields.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { ZShopCard } from './shop-fields.ts';

export const path = 'mall/query/home/group';

export const ZQueryHomeGroupRequest = ZEmptyRequest;
export const ZQueryHomeGroupResponse = z.array(z.discriminatedUnion('kind', [
  ZHomeGroupBase.extend({ kind: z.literal('goods'), goods: z.array(ZGoodsCard) }),
  ZHomeGroupBase.extend({ kind: z.literal('shops'), shops: z.array(ZShopCard) }),
  ZHomeGroupBase.extend({ kind: z.literal('shortcuts'), shortcuts: z.array(ZShortcut) }),
]));
export type TQueryHomeGroupRequest = z.input<typeof ZQueryHomeGroupRequest>;
export type TQueryHomeGroupResponse = z.infer<typeof ZQueryHomeGroupResponse>;

export const queryHomeGroup = defineEndpoint({
  path,
  access: 'public',
  summary: 'The blocks of the home page with their goods, shops or shortcuts',
  request: ZQueryHomeGroupRequest,
  response: ZQueryHomeGroupResponse,
});
