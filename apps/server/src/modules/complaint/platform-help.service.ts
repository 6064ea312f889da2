import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import type { HELP_CATEGORIES, TPlatformHelpArticle, TSavePlatformHelpRequest } from '@mall/contract/complaint/platform-help';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { helpArticle } from './complaint.tables.ts';

/**
 * The platform console's help articles: the same rows the shoppers' `complaint/kmsArtical` reads on every call, so an
 * edit shows at once. An empty language shows the first written one. A new article gets a code of its own (links to
 * an article use its code).
 */

type HelpCategory = (typeof HELP_CATEGORIES)[number];

const columns = {
  articleId: helpArticle.id,
  code: helpArticle.code,
  category: helpArticle.category,
  title: helpArticle.title,
  body: helpArticle.body,
  sort: helpArticle.sort,
  updatedAt: helpArticle.updatedAt,
};

function fill(value: Localized): Localized {
  const first = LANGUAGES.map((l) => value[l]).find((v) => v !== '') ?? '';
  return { en: value.en || first, zh: value.zh || first, ja: value.ja || first };
}

const toArticle = (r: { articleId: number; code: string; category: string; title: Localized; body: Localized; sort: number; updatedAt: Date }): TPlatformHelpArticle => ({
  ...r,
  category: r.category as HelpCategory,
  updatedAt: r.updatedAt.toISOString(),
});

/** A list's articles in their order. */
export async function queryPlatformHelp(db: Db, category: HelpCategory): Promise<TPlatformHelpArticle[]> {
  const rows = await db.select(columns).from(helpArticle).where(eq(helpArticle.category, category)).orderBy(asc(helpArticle.sort), asc(helpArticle.id));
  return rows.map(toArticle);
}

/** One article, or undefined. */
export async function readPlatformHelp(db: Db, articleId: number): Promise<TPlatformHelpArticle | undefined> {
  const [row] = await db.select(columns).from(helpArticle).where(eq(helpArticle.id, articleId));
  return row ? toArticle(row) : undefined;
}

/** Creates or edits an article by one statement (1004 for an unknown id). */
export async function savePlatformHelp(db: Db, input: TSavePlatformHelpRequest): Promise<TPlatformHelpArticle> {
  const values = { category: input.category ?? 'complaint', title: fill(input.title), body: fill(input.body), sort: input.sort ?? 0 };
  const [row] =
    input.articleId === undefined
      ? await db
          .insert(helpArticle)
          .values({ ...values, code: `help-${randomBytes(5).toString('hex')}` })
          .returning(columns)
      : await db
          .update(helpArticle)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(helpArticle.id, input.articleId))
          .returning(columns);
  if (!row) throw notFound();
  return toArticle(row);
}

/** Deletes an article (1004 when there is none, so a second delete says it is gone). */
export async function deletePlatformHelp(db: Db, articleId: number): Promise<{ articleId: number }> {
  const [row] = await db.delete(helpArticle).where(eq(helpArticle.id, articleId)).returning({ articleId: helpArticle.id });
  if (!row) throw notFound();
  return row;
}
