import { sql } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../platform/database.ts';
import { area, nation } from '../modules/location/location.tables.ts';
import type { SeedArea } from './area-tree.ts';
import { CHINA_AREAS } from './areas-china.ts';
import { JAPAN_AREAS } from './areas-japan.ts';
import { UNITED_STATES_AREAS } from './areas-united-states.ts';

interface SeedNation {
  code: string;
  name: Localized;
  phoneCode: string;
  areas: SeedArea[];
}

/** The nations and regions in the order the picker shows them; those without areas take a free-text address. */
export const SEED_NATIONS: SeedNation[] = [
  { code: 'CN', name: { en: 'China', zh: '中国', ja: '中国' }, phoneCode: '86', areas: CHINA_AREAS },
  { code: 'HK', name: { en: 'Hong Kong (China)', zh: '中国香港', ja: '香港' }, phoneCode: '852', areas: [] },
  { code: 'MO', name: { en: 'Macao (China)', zh: '中国澳门', ja: 'マカオ' }, phoneCode: '853', areas: [] },
  { code: 'TW', name: { en: 'Taiwan (China)', zh: '中国台湾', ja: '台湾' }, phoneCode: '886', areas: [] },
  { code: 'JP', name: { en: 'Japan', zh: '日本', ja: '日本' }, phoneCode: '81', areas: JAPAN_AREAS },
  { code: 'KR', name: { en: 'South Korea', zh: '韩国', ja: '韓国' }, phoneCode: '82', areas: [] },
  { code: 'SG', name: { en: 'Singapore', zh: '新加坡', ja: 'シンガポール' }, phoneCode: '65', areas: [] },
  { code: 'US', name: { en: 'United States', zh: '美国', ja: 'アメリカ合衆国' }, phoneCode: '1', areas: UNITED_STATES_AREAS },
  { code: 'GB', name: { en: 'United Kingdom', zh: '英国', ja: 'イギリス' }, phoneCode: '44', areas: [] },
  { code: 'AU', name: { en: 'Australia', zh: '澳大利亚', ja: 'オーストラリア' }, phoneCode: '61', areas: [] },
];

interface Pending {
  nationId: number;
  parentId: number | null;
  sort: number;
  area: SeedArea;
}

// A no-op update instead of "do nothing", so that RETURNING also answers the ids of rows an earlier seed stored;
// what an operator changed since (names, order, coordinates) is kept.
const keepCode = { code: sql`excluded.code` };

/** Stores the nations and their area trees, adding only what is missing: one statement per table level. */
export async function seedNations(tx: Tx): Promise<void> {
  const nations = await tx
    .insert(nation)
    .values(SEED_NATIONS.map((n, i) => ({ code: n.code, name: n.name, phoneCode: n.phoneCode, sort: (i + 1) * 10 })))
    .onConflictDoUpdate({ target: nation.code, set: keepCode })
    .returning({ id: nation.id, code: nation.code });
  const nationIds = new Map(nations.map((n) => [n.code, n.id]));

  let pending: Pending[] = SEED_NATIONS.flatMap((n) =>
    n.areas.map((a, i) => ({ nationId: nationIds.get(n.code)!, parentId: null, sort: (i + 1) * 10, area: a })),
  );
  // One insert per tree level (three), each resolving its parents from the ids the level above returned.
  for (let level = 1; pending.length > 0; level++) {
    const stored = await tx
      .insert(area)
      .values(
        pending.map((p) => ({
          nationId: p.nationId,
          parentId: p.parentId,
          level,
          code: p.area.code,
          name: p.area.name,
          lat: p.area.lat,
          lng: p.area.lng,
          sort: p.sort,
        })),
      )
      .onConflictDoUpdate({ target: [area.nationId, area.code], set: keepCode })
      .returning({ id: area.id, nationId: area.nationId, code: area.code });
    const ids = new Map(stored.map((r) => [`${r.nationId}:${r.code}`, r.id]));
    pending = pending.flatMap((p) =>
      p.area.children.map((c, i) => ({
        nationId: p.nationId,
        parentId: ids.get(`${p.nationId}:${p.area.code}`)!,
        sort: (i + 1) * 10,
        area: c,
      })),
    );
  }
}
