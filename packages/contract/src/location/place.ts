import { z } from 'zod';

/** One level of a place's chain: the nation's province / state / prefecture (1), city (2) or district (3). */
export const ZPlaceArea = z.object({
  id: z.number().int(),
  level: z.number().int().describe('1 province / state / prefecture, 2 city, 3 district'),
  code: z.string().describe('the national administrative code'),
  name: z.string().describe('in the T-lang language'),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type TPlaceArea = z.infer<typeof ZPlaceArea>;

/**
 * A place of the built-in gazetteer: an area of a seeded nation with its coordinates (those of its seat) and the
 * chain of areas above it, province first, named in the T-lang language.
 */
export const ZPlace = z.object({
  areaId: z.number().int(),
  nationId: z.number().int(),
  nationCode: z.string().describe('ISO 3166-1 alpha-2'),
  nationName: z.string(),
  level: z.number().int(),
  name: z.string(),
  /** The area's own coordinates, else those of the nearest area above it that has some. */
  lat: z.number(),
  lng: z.number(),
  /** Province → … → the area itself. */
  chain: z.array(ZPlaceArea),
  /** The chain as one line without repeats ("Shanghai Huangpu", "上海市 黄浦区"). */
  text: z.string(),
});
export type TPlace = z.infer<typeof ZPlace>;
