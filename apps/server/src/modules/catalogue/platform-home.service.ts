import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LinkType } from '@mall/contract/catalogue/catalogue-kinds';
import { isAppPageTarget } from '@mall/contract/catalogue/app-pages';
import type { ShortcutPosition } from '@mall/contract/catalogue/catalogue-kinds';
import type {
  TPlatformBanner,
  TPlatformShortcut,
  ZPlatformBannerPosition,
  ZSavePlatformBannerRequest,
  ZSavePlatformShortcutRequest,
} from '@mall/contract/catalogue/platform-home';
import type { z } from 'zod';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { HomeChanges } from '../../platform/home-changes.ts';
import { ownsUploads } from '../resource/resource.api.ts';
import { isShopListed } from '../shop/shop.api.ts';
import { category, goods } from './catalogue.tables.ts';
import { banner, homeShortcut } from './home.tables.ts';

/** What the platform's banner and shortcut calls need besides the database. */
export interface PlatformHomeDeps {
  db: Db;
  changes: HomeChanges;
}

type BannerInput = z.output<typeof ZSavePlatformBannerRequest>;
type ShortcutInput = z.output<typeof ZSavePlatformShortcutRequest>;

const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Whether a link leads somewhere real now: a goods on sale, a listed shop, an enabled category, one of the app's
 * pages, an https address; `none` has no target. Else 5321 naming the field, nothing saved.
 */
async function checkLink(db: Db, linkType: LinkType, target: string): Promise<void> {
  const refuse = () => new AppError('HOME_LINK_TARGET_INVALID', { data: { fields: ['linkTarget'] } });
  const id = POSITIVE_ID.test(target) && Number(target) <= 2_147_483_647 ? Number(target) : undefined;
  switch (linkType) {
    case 'none':
      if (target !== '') throw refuse();
      return;
    case 'goods': {
      if (id === undefined) throw refuse();
      const [row] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, id), eq(goods.status, 'on_sale')));
      if (!row) throw refuse();
      return;
    }
    case 'shop':
      if (id === undefined || !(await isShopListed(db, id))) throw refuse();
      return;
    case 'category': {
      if (id === undefined) throw refuse();
      const [row] = await db.select({ id: category.id }).from(category).where(and(eq(category.id, id), eq(category.enabled, true)));
      if (!row) throw refuse();
      return;
    }
    case 'page':
      if (!isAppPageTarget(target)) throw refuse();
      return;
    case 'url':
      if (!/^https:\/\/[^\s/?#]+\.[^\s]*$/i.test(target)) throw refuse();
      return;
  }
}

/** A picture must be the operator's own public upload, unless it is the entry's current picture unchanged. */
async function checkPicture(db: Db, operatorId: number, url: string, current: string | undefined, field: string): Promise<void> {
  if (url === current) return;
  if (!(await ownsUploads(db, operatorId, [url]))) throw new AppError('HOME_PICTURE_INVALID', { data: { fields: [field] } });
}

// ---- banners ----

function toPlatformBanner(b: typeof banner.$inferSelect, now: Date): TPlatformBanner {
  return {
    bannerId: b.id,
    position: b.position as TPlatformBanner['position'],
    title: { en: b.title.en ?? '', zh: b.title.zh ?? '', ja: b.title.ja ?? '' },
    image: b.image,
    linkType: b.linkType,
    linkTarget: b.linkTarget,
    sort: b.sort,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    enabled: b.enabled,
    live: b.enabled && (!b.startsAt || b.startsAt <= now) && (!b.endsAt || b.endsAt > now),
  };
}

const platformBanner = (id: number) => and(eq(banner.id, id), isNull(banner.shopId));

/** The platform's banners of a position in their order (the shoppers' order), live or not. */
export async function queryPlatformBanners(db: Db, position: z.output<typeof ZPlatformBannerPosition>): Promise<TPlatformBanner[]> {
  const rows = await db
    .select()
    .from(banner)
    .where(and(isNull(banner.shopId), eq(banner.position, position)))
    .orderBy(asc(banner.sort), asc(banner.id));
  const now = new Date();
  return rows.map((b) => toPlatformBanner(b, now));
}

/** One platform banner as the console shows it (the audit log's "before"); a shop's or unknown: undefined. */
export async function readPlatformBanner(db: Db, bannerId: number): Promise<TPlatformBanner | undefined> {
  const [row] = await db.select().from(banner).where(platformBanner(bannerId));
  return row ? toPlatformBanner(row, new Date()) : undefined;
}

/** Adds or edits a platform banner after checking its window, picture and target; the home page shows it at once. */
export async function savePlatformBanner(deps: PlatformHomeDeps, operatorId: number, input: BannerInput): Promise<TPlatformBanner> {
  const { db } = deps;
  const current = input.bannerId === undefined ? undefined : await readPlatformBanner(db, input.bannerId);
  if (input.bannerId !== undefined && !current) throw notFound();
  const startsAt = input.startsAt === null ? null : new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (startsAt && endsAt && startsAt >= endsAt) throw new AppError('HOME_WINDOW_INVALID', { data: { fields: ['startsAt', 'endsAt'] } });
  await checkPicture(db, operatorId, input.image, current?.image, 'image');
  await checkLink(db, input.linkType, input.linkTarget);
  const values = {
    position: input.position,
    title: input.title,
    image: input.image,
    linkType: input.linkType,
    linkTarget: input.linkTarget,
    sort: input.sort,
    startsAt,
    endsAt,
    enabled: input.enabled,
  };
  const [row] =
    input.bannerId === undefined
      ? await db.insert(banner).values(values).returning()
      : await db.update(banner).set(values).where(platformBanner(input.bannerId)).returning();
  // Deleted meanwhile by another operator.
  if (!row) throw notFound();
  await deps.changes.announce();
  return toPlatformBanner(row, new Date());
}

/** Deletes a platform banner (a shop's or an unknown id: 1004). */
export async function deletePlatformBanner(deps: PlatformHomeDeps, bannerId: number): Promise<{ bannerId: number }> {
  const [row] = await deps.db.delete(banner).where(platformBanner(bannerId)).returning({ id: banner.id });
  if (!row) throw notFound();
  await deps.changes.announce();
  return { bannerId: row.id };
}

// ---- shortcuts of a page's grid ----

function toPlatformShortcut(s: typeof homeShortcut.$inferSelect): TPlatformShortcut {
  return {
    shortcutId: s.id,
    position: s.position,
    title: { en: s.title.en ?? '', zh: s.title.zh ?? '', ja: s.title.ja ?? '' },
    icon: s.icon,
    linkType: s.linkType,
    linkTarget: s.linkTarget,
    sort: s.sort,
    enabled: s.enabled,
  };
}

// Grid shortcuts only: a group's shortcuts belong to their group.
const gridShortcut = (id: number) => and(eq(homeShortcut.id, id), isNull(homeShortcut.groupId));

export async function queryPlatformShortcuts(db: Db, position: ShortcutPosition): Promise<TPlatformShortcut[]> {
  const rows = await db
    .select()
    .from(homeShortcut)
    .where(and(eq(homeShortcut.position, position), isNull(homeShortcut.groupId)))
    .orderBy(asc(homeShortcut.sort), asc(homeShortcut.id));
  return rows.map(toPlatformShortcut);
}

export async function readPlatformShortcut(db: Db, shortcutId: number): Promise<TPlatformShortcut | undefined> {
  const [row] = await db.select().from(homeShortcut).where(gridShortcut(shortcutId));
  return row ? toPlatformShortcut(row) : undefined;
}

/** Adds or edits a grid shortcut after checking its icon and target; the page shows it at once. */
export async function savePlatformShortcut(deps: PlatformHomeDeps, operatorId: number, input: ShortcutInput): Promise<TPlatformShortcut> {
  const { db } = deps;
  const current = input.shortcutId === undefined ? undefined : await readPlatformShortcut(db, input.shortcutId);
  if (input.shortcutId !== undefined && !current) throw notFound();
  await checkPicture(db, operatorId, input.icon, current?.icon, 'icon');
  await checkLink(db, input.linkType, input.linkTarget);
  // A shortcut to a category opens the category's landing (home.service.ts reads categoryId).
  const values = {
    position: input.position,
    title: input.title,
    icon: input.icon,
    linkType: input.linkType,
    linkTarget: input.linkTarget,
    categoryId: input.linkType === 'category' ? Number(input.linkTarget) : null,
    sort: input.sort,
    enabled: input.enabled,
  };
  const [row] =
    input.shortcutId === undefined
      ? await db.insert(homeShortcut).values(values).returning()
      : await db.update(homeShortcut).set(values).where(gridShortcut(input.shortcutId)).returning();
  if (!row) throw notFound();
  await deps.changes.announce();
  return toPlatformShortcut(row);
}

export async function deletePlatformShortcut(deps: PlatformHomeDeps, shortcutId: number): Promise<{ shortcutId: number }> {
  const [row] = await deps.db.delete(homeShortcut).where(gridShortcut(shortcutId)).returning({ id: homeShortcut.id });
  if (!row) throw notFound();
  await deps.changes.announce();
  return { shortcutId: row.id };
}
