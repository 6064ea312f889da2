import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { linkFields } from './home-fields.ts';

export const path = 'mall/query/home/topnav';

export const ZQueryHomeTopnavRequest = ZEmptyRequest;
export const ZQueryHomeTopnavResponse = z.array(z.object({ id: z.number().int(), title: z.string(), categoryId: z.number().int().nullable() }).extend(linkFields));
export type TQueryHomeTopnavRequest = z.input<typeof ZQueryHomeTopnavRequest>;
export type TQueryHomeTopnavResponse = z.infer<typeof ZQueryHomeTopnavResponse>;

export const queryHomeTopnav = defineEndpoint({
  path,
  access: 'public',
  summary: 'The tabs across the top of the home page',
  request: ZQueryHomeTopnavRequest,
  response: ZQueryHomeTopnavResponse,
});
