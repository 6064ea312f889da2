import { eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { area, nation } from './location.tables.ts';

export interface RegionInput {
  nationId: number;
  provinceId?: number | null | undefined;
  cityId?: number | null | undefined;
  districtId?: number | null | undefined;
}

export interface Region {
  phoneCode: string;
  /** The nation's name in the language of the call. */
  nationName: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  /** "Guangdong Shenzhen Nanshan" in the language of the call. */
  areaText: string;
}

const invalid = () => new AppError('ADDRESS_REGION_INVALID');

/**
 * Checks that the nation exists and the areas form a chain inside it (province → city → district, each the child
 * of the one before, none skipped); a nation with areas needs at least its province. Two queries, whatever is sent.
 */
export async function resolveRegion(tx: Tx, input: RegionInput, lang: Lang): Promise<Region> {
  const [found] = await tx
    .select({
      phoneCode: nation.phoneCode,
      name: nation.name,
      // Qualified by hand: Drizzle leaves columns of a one-table select unqualified, which the subquery would misread.
      hasAreas: sql<boolean>`exists (select 1 from ${area} where ${area}.nation_id = ${nation}.id)`,
    })
    .from(nation)
    .where(eq(nation.id, input.nationId));
  if (!found) throw invalid();

  const chain = [input.provinceId ?? null, input.cityId ?? null, input.districtId ?? null];
  const depth = chain.findIndex((id) => id === null);
  const ids = (depth === -1 ? chain : chain.slice(0, depth)) as number[];
  // A gap (a district without a city) is a broken chain, as is no province where the nation has provinces.
  if (chain.slice(ids.length).some((id) => id !== null)) throw invalid();
  if (found.hasAreas && ids.length === 0) throw invalid();

  const rows = ids.length
    ? await tx
        .select({ id: area.id, nationId: area.nationId, parentId: area.parentId, level: area.level, name: area.name })
        .from(area)
        .where(inArray(area.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names: string[] = [];
  ids.forEach((id, i) => {
    const row = byId.get(id);
    const parentId = i === 0 ? null : ids[i - 1]!;
    if (!row || row.nationId !== input.nationId || row.level !== i + 1 || row.parentId !== parentId) throw invalid();
    const name = textIn(row.name, lang);
    // "Beijing Beijing Dongcheng" reads as "Beijing Dongcheng": municipalities repeat their name as the city.
    if (names.at(-1) !== name) names.push(name);
  });
  return {
    phoneCode: found.phoneCode,
    nationName: textIn(found.name, lang),
    provinceId: ids[0] ?? null,
    cityId: ids[1] ?? null,
    districtId: ids[2] ?? null,
    areaText: names.join(' '),
  };
}
