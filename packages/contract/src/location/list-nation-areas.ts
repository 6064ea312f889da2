import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'resource/nation/area/list';

/** 1 province / state / prefecture, 2 city, 3 district. */
export const AREA_LEVELS = [1, 2, 3] as const;

const ZRowId = z.number().int().positive().max(2_147_483_647);

export const ZListNationAreasRequest = z.strictObject({
  nationId: ZRowId,
  parentId: ZRowId.nullable().optional().describe('omitted or null for the top level (provinces, states, prefectures)'),
});
export type TListNationAreasRequest = z.input<typeof ZListNationAreasRequest>;

/** One area of a nation, named in the T-lang language. */
export const ZArea = z.object({
  id: z.number().int(),
  nationId: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int().describe('1 province / state / prefecture, 2 city, 3 district'),
  code: z.string().describe('the national administrative code where one exists'),
  name: z.string(),
  hasChildren: z.boolean().describe('false for a leaf: the picker stops here'),
});
export type TArea = z.infer<typeof ZArea>;

export const ZListNationAreasResponse = z.array(ZArea);
export type TListNationAreasResponse = z.infer<typeof ZListNationAreasResponse>;

export const listNationAreas = defineEndpoint({
  path,
  access: 'public',
  summary: 'The areas directly below a parent area of a nation (the top level without a parent), in order',
  request: ZListNationAreasRequest,
  response: ZListNationAreasResponse,
});
