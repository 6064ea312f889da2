import { desc, eq, and, sql } from 'drizzle-orm';
import { THEMES } from '@mall/contract/decorate/query-decorate-config';
import type { TDecorateDraft, TQueryDecorateDraftsResponse, ZSaveDecorateDraftRequest } from '@mall/contract/decorate/platform-decorate-drafts';
import type { z } from 'zod';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Settings } from '../../platform/settings.ts';
import { setting } from '../../platform/settings.tables.ts';
import { DECORATE_CONFIG_KEY, DEFAULT_DECORATE_CONFIG, ZStoredDecorateConfig, type StoredDecorateConfig } from './decorate.service.ts';
import { decorateDraft } from './decorate.tables.ts';

/**
 * Versions of the decoration config. A draft holds a whole config; publishing it is one transaction under one
 * lock: the draft becomes published, the published one superseded, and the settings key takes its config with a new
 * version string. The app reads that key at launch (decorate/query/config, and the page's inline config).
 */

export interface DecorateDraftDeps {
  db: Db;
  settings: Settings;
}

type DraftRow = typeof decorateDraft.$inferSelect;
type SaveInput = z.output<typeof ZSaveDecorateDraftRequest>;

// Drafts and publishes of the decoration config take this lock, so versions are numbered and published one at a time.
const LOCK = sql`select pg_advisory_xact_lock(hashtext('decorate_draft'))`;

/** The config version string the app reads for a published version. */
export const configVersionOf = (version: number) => `1.0.${version}`;

function toDraft(row: DraftRow): TDecorateDraft {
  const config = ZStoredDecorateConfig.parse(row.config);
  return {
    draftId: row.id,
    version: row.version,
    status: row.status,
    theme: config.theme,
    defaultLanguage: config.defaultLanguage,
    defaultCurrency: config.defaultCurrency,
    mallName: { en: config.mallName.en ?? '', zh: config.mallName.zh ?? '', ja: config.mallName.ja ?? '' },
    configVersion: row.status === 'draft' ? null : config.version,
    copiedFrom: row.copiedFrom,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedBy: row.publishedBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

async function currentConfig(settings: Settings): Promise<StoredDecorateConfig> {
  return (await settings.get(DECORATE_CONFIG_KEY, ZStoredDecorateConfig)) ?? DEFAULT_DECORATE_CONFIG;
}

/** The versions, newest first (the last 100), with what the app reads now and the choices a draft has. */
export async function queryDecorateDrafts(deps: DecorateDraftDeps): Promise<TQueryDecorateDraftsResponse> {
  const [rows, current] = await Promise.all([
    deps.db.select().from(decorateDraft).orderBy(desc(decorateDraft.version)).limit(100),
    currentConfig(deps.settings),
  ]);
  return {
    list: rows.map(toDraft),
    current: {
      version: current.version,
      theme: current.theme,
      defaultLanguage: current.defaultLanguage,
      defaultCurrency: current.defaultCurrency,
      mallName: { en: current.mallName.en ?? '', zh: current.mallName.zh ?? '', ja: current.mallName.ja ?? '' },
    },
    currencies: current.currencies.map((c) => c.code),
    themes: [...THEMES],
  };
}

/** One version as the console shows it (the audit log's "before"). */
export async function readDecorateDraft(db: Db, draftId: number): Promise<TDecorateDraft | undefined> {
  const [row] = await db.select().from(decorateDraft).where(eq(decorateDraft.id, draftId));
  return row ? toDraft(row) : undefined;
}

/**
 * Creates a draft (the next version) or edits one that is still a draft (5324 otherwise). The config's currencies
 * are the mall's current ones; the default currency must be one of them (5325).
 */
export async function saveDecorateDraft(deps: DecorateDraftDeps, operatorId: number, input: SaveInput): Promise<TDecorateDraft> {
  const current = await currentConfig(deps.settings);
  if (!current.currencies.some((c) => c.code === input.defaultCurrency)) {
    throw new AppError('DECORATE_CURRENCY_UNKNOWN', { data: { fields: ['defaultCurrency'] } });
  }
  const config: StoredDecorateConfig = {
    ...current,
    version: 'draft',
    theme: input.theme,
    defaultLanguage: input.defaultLanguage,
    defaultCurrency: input.defaultCurrency,
    mallName: input.mallName,
  };
  if (input.draftId !== undefined) {
    const draftId = input.draftId;
    // Conditional on still being a draft: a publish that got there first leaves it alone.
    const [row] = await deps.db
      .update(decorateDraft)
      .set({ config, updatedAt: sql`now()` })
      .where(and(eq(decorateDraft.id, draftId), eq(decorateDraft.status, 'draft')))
      .returning();
    if (row) return toDraft(row);
    if (await readDecorateDraft(deps.db, draftId)) throw new AppError('DECORATE_DRAFT_NOT_EDITABLE');
    throw notFound();
  }
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(LOCK);
    const [created] = await tx
      .insert(decorateDraft)
      .values({ version: sql`(select coalesce(max(${decorateDraft.version}), 0) + 1 from ${decorateDraft})`, config, createdBy: operatorId })
      .returning();
    return created!;
  });
  return toDraft(row);
}

/**
 * Publishes a version in one transaction under the lock. The published one answers as it is; a superseded one (a
 * rollback) is copied as the next version and the copy published, so versions only grow and the app sees a new
 * version string. Two publishes at once run one after the other: the later one wins, one version is published.
 */
export async function publishDecorateDraft(deps: DecorateDraftDeps, operatorId: number, draftId: number): Promise<TDecorateDraft> {
  const outcome = await deps.db.transaction(async (tx) => {
    await tx.execute(LOCK);
    // Locked: an edit racing this publish either lands before it (and is published) or finds it published (5324).
    const [found] = await tx.select().from(decorateDraft).where(eq(decorateDraft.id, draftId)).for('update');
    if (!found) throw notFound();
    if (found.status === 'published') return { row: found, changed: false };
    let target = found;
    if (found.status === 'superseded') {
      const [copy] = await tx
        .insert(decorateDraft)
        .values({
          version: sql`(select coalesce(max(${decorateDraft.version}), 0) + 1 from ${decorateDraft})`,
          config: found.config,
          copiedFrom: found.version,
          createdBy: operatorId,
        })
        .returning();
      target = copy!;
    }
    const config = { ...ZStoredDecorateConfig.parse(target.config), version: configVersionOf(target.version) };
    await tx
      .update(decorateDraft)
      .set({ status: 'superseded', updatedAt: sql`now()` })
      .where(eq(decorateDraft.status, 'published'));
    const [published] = await tx
      .update(decorateDraft)
      .set({ status: 'published', config, publishedBy: operatorId, publishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(decorateDraft.id, target.id), eq(decorateDraft.status, 'draft')))
      .returning();
    await tx
      .insert(setting)
      .values({ key: DECORATE_CONFIG_KEY, value: config })
      .onConflictDoUpdate({ target: setting.key, set: { value: config, updatedAt: sql`now()` } });
    return { row: published!, changed: true };
  });
  // Committed: every instance drops its cached config, so the next launch reads the new one.
  if (outcome.changed) await deps.settings.written(DECORATE_CONFIG_KEY);
  return toDraft(outcome.row);
}
