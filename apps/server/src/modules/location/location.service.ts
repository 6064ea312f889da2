import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TArea, TListNationAreasRequest } from '@mall/contract/location/list-nation-areas';
import type { TNation } from '@mall/contract/location/list-nations';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { area, nation } from './location.tables.ts';

/** The nations in display order, named in a language. */
export async function listNations(db: Db, lang: Lang): Promise<TNation[]> {
  const rows = await db.select().from(nation).orderBy(asc(nation.sort), asc(nation.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: textIn(r.name, lang), phoneCode: r.phoneCode }));
}

// Written out: Drizzle leaves columns unqualified in a one-table select, which a correlated subquery would misread.
const hasChildren = sql<boolean>`exists (select 1 from ${area} as child where child.parent_id = ${area}.id)`;

/** The areas directly below a parent area of a nation (its top level without one); 1004 for an unknown nation or parent. */
export async function listNationAreas(
  db: Db,
  input: Pick<TListNationAreasRequest, 'nationId' | 'parentId'>,
  lang: Lang,
): Promise<TArea[]> {
  const parentId = input.parentId ?? null;
  const rows = await db
    .select({
      id: area.id,
      nationId: area.nationId,
      parentId: area.parentId,
      level: area.level,
      code: area.code,
      name: area.name,
      hasChildren,
    })
    .from(area)
    .where(and(eq(area.nationId, input.nationId), parentId === null ? isNull(area.parentId) : eq(area.parentId, parentId)))
    .orderBy(asc(area.sort), asc(area.id));
  // An empty answer is either a leaf (or a nation without areas) or a wrong id: only then tell them apart.
  if (rows.length === 0) await assertPlaceExists(db, input.nationId, parentId);
  return rows.map((r) => ({ ...r, name: textIn(r.name, lang) }));
}

async function assertPlaceExists(db: Db, nationId: number, parentId: number | null): Promise<void> {
  const [found] =
    parentId === null
      ? await db.select({ id: nation.id }).from(nation).where(eq(nation.id, nationId))
      : await db
          .select({ id: area.id })
          .from(area)
          .where(and(eq(area.id, parentId), eq(area.nationId, nationId)));
  if (!found) throw notFound();
}
