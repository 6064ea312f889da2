import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { TPlatformCategory, TSavePlatformCategoryRequest } from '@mall/contract/catalogue/platform-categories';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fillLanguages } from '../shop/shop.api.ts';
import { category, goods } from './catalogue.tables.ts';

/**
 * The platform console's categories. The tree is three levels deep (the table's check; goods hang on the third).
 * A category is hidden by `enabled = false`, never deleted: the shoppers' calls read enabled categories only and nest
 * children under their parents, so a hidden category takes its subtree out of every tree and list, while its goods
 * keep their category ids (showing it again brings everything back as it was). The shoppers' category calls read the
 * table on every call (no cache of their own), so a change shows at once.
 *
 * Structure changes (a new category, a move) take one transaction-scoped advisory lock: two moves at once cannot
 * close a cycle between them, and a level is always its parent's plus one.
 */

const STRUCTURE_LOCK = sql`select pg_advisory_xact_lock(hashtext('platform.category.structure'))`;

const columns = {
  categoryId: category.id,
  parentId: category.parentId,
  level: category.level,
  code: category.code,
  channel: category.channel,
  name: category.name,
  icon: category.icon,
  sort: category.sort,
  enabled: category.enabled,
};

/** The goods column holding a category of `level` (goods repeat their leaf's ancestors). */
const goodsColumnOf = (level: number) => (level === 1 ? goods.category1Id : level === 2 ? goods.category2Id : goods.categoryId);

/** A channel's whole tree, hidden categories included, parents first, each with how many goods it holds. */
export async function queryPlatformCategories(db: Db, channel: ShopKind): Promise<TPlatformCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select(columns).from(category).where(eq(category.channel, channel)).orderBy(asc(category.level), asc(category.sort), asc(category.id)),
    db
      .select({ leaf: goods.categoryId, mid: goods.category2Id, top: goods.category1Id, n: count() })
      .from(goods)
      .groupBy(goods.categoryId, goods.category2Id, goods.category1Id),
  ]);
  const held = new Map<number, number>();
  for (const c of counts) for (const id of new Set([c.leaf, c.mid, c.top])) held.set(id, (held.get(id) ?? 0) + c.n);
  return rows.map((r) => ({ ...r, goodsCount: held.get(r.categoryId) ?? 0 }));
}

/** One category as the console shows it, or undefined. */
export async function readPlatformCategory(q: Db | Tx, categoryId: number): Promise<TPlatformCategory | undefined> {
  const [row] = await q.select(columns).from(category).where(eq(category.id, categoryId));
  if (!row) return undefined;
  const [held] = await q.select({ n: count() }).from(goods).where(eq(goodsColumnOf(row.level), row.categoryId));
  return { ...row, goodsCount: held?.n ?? 0 };
}

async function mustRead(q: Db | Tx, categoryId: number): Promise<TPlatformCategory> {
  const found = await readPlatformCategory(q, categoryId);
  if (!found) throw notFound();
  return found;
}

/** Where a category goes: its parent's level and channel, or a top category's; 1004 for an unknown parent, 5341 too deep. */
async function placeUnder(tx: Tx, parentId: number | null, channel: ShopKind): Promise<{ level: number; channel: ShopKind; code: string }> {
  if (parentId === null) return { level: 1, channel, code: channel };
  const [parent] = await tx
    .select({ level: category.level, channel: category.channel, code: category.code })
    .from(category)
    .where(eq(category.id, parentId));
  if (!parent) throw notFound();
  if (parent.level >= 3) throw new AppError('CATEGORY_TOO_DEEP');
  return { level: parent.level + 1, channel: parent.channel, code: parent.code };
}

/** Whether `candidate` is `root` or lies in its subtree (walking up from `candidate`). */
async function inSubtree(tx: Tx, root: number, candidate: number): Promise<boolean> {
  const rows = await tx.execute<{ found: boolean }>(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from ${category} where id = ${candidate}
      union all
      select c.id, c.parent_id from ${category} c join up on c.id = up.parent_id
    )
    select exists (select 1 from up where id = ${root}) as found`);
  return rows.rows[0]?.found === true;
}

/** Creates or edits a category (see the contract): names filled in every language, the structure under its lock. */
export async function savePlatformCategory(db: Db, input: TSavePlatformCategoryRequest): Promise<TPlatformCategory> {
  const name = fillLanguages(input.name);
  const sort = input.sort ?? 0;
  const id = await db.transaction(async (tx) => {
    await tx.execute(STRUCTURE_LOCK);
    if (input.categoryId === undefined) {
      const place = await placeUnder(tx, input.parentId, input.channel ?? 'mall');
      const code = `${place.code}.p${randomBytes(4).toString('hex')}`;
      const [row] = await tx
        .insert(category)
        .values({ parentId: input.parentId, level: place.level, channel: place.channel, code, name, icon: input.icon, sort })
        .returning({ id: category.id });
      return row!.id;
    }
    const [stored] = await tx
      .select({ id: category.id, parentId: category.parentId, channel: category.channel, level: category.level })
      .from(category)
      .where(eq(category.id, input.categoryId))
      .for('update');
    if (!stored) throw notFound();
    if (input.parentId !== null && input.parentId !== stored.parentId && (await inSubtree(tx, stored.id, input.parentId))) throw new AppError('CATEGORY_CYCLE');
    const place = await placeUnder(tx, input.parentId, input.channel ?? stored.channel);
    const moves = stored.parentId !== input.parentId || stored.channel !== place.channel;
    if (moves) {
      const [children] = await tx.select({ n: count() }).from(category).where(eq(category.parentId, stored.id));
      const [held] = await tx.select({ n: count() }).from(goods).where(eq(goodsColumnOf(stored.level), stored.id));
      if ((children?.n ?? 0) > 0 || (held?.n ?? 0) > 0) throw new AppError('CATEGORY_NOT_MOVABLE');
    }
    await tx
      .update(category)
      .set({ name, icon: input.icon, sort, ...(moves ? { parentId: input.parentId, level: place.level, channel: place.channel } : {}) })
      .where(eq(category.id, stored.id));
    return stored.id;
  });
  return mustRead(db, id);
}

/** Hides or shows a category by one conditional update; doing it twice answers it as it is. */
export async function setCategoryEnabled(db: Db, categoryId: number, enabled: boolean): Promise<TPlatformCategory> {
  await db
    .update(category)
    .set({ enabled })
    .where(and(eq(category.id, categoryId), eq(category.enabled, !enabled)));
  return mustRead(db, categoryId);
}
