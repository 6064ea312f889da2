import { asc, eq } from 'drizzle-orm';
import type { TAgreementSummary } from '@mall/contract/resource/list-agreements';
import type { TQueryAgreementResponse } from '@mall/contract/resource/query-agreement';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { agreement } from './agreement.tables.ts';

const summary = {
  code: agreement.code,
  title: agreement.title,
  version: agreement.version,
  updatedAt: agreement.updatedAt,
};

function toSummary(row: Pick<typeof agreement.$inferSelect, 'code' | 'title' | 'version' | 'updatedAt'>, lang: Lang): TAgreementSummary {
  return { code: row.code, title: textIn(row.title, lang), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

/** The agreements in order, titled in a language, without their texts. */
export async function listAgreements(db: Db, lang: Lang): Promise<TAgreementSummary[]> {
  const rows = await db.select(summary).from(agreement).orderBy(asc(agreement.sort), asc(agreement.id));
  return rows.map((r) => toSummary(r, lang));
}

/** One agreement with its text in a language; 1004 for an unknown code. */
export async function queryAgreement(db: Db, code: string, lang: Lang): Promise<TQueryAgreementResponse> {
  const [row] = await db
    .select({ ...summary, content: agreement.content })
    .from(agreement)
    .where(eq(agreement.code, code));
  if (!row) throw notFound();
  return { ...toSummary(row, lang), content: textIn(row.content, lang) };
}
