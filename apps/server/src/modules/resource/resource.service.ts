import { and, asc, eq } from 'drizzle-orm';
import type { TDictionaryEntry } from '@mall/contract/resource/dictionary-entry';
import type { TQueryDictionaryResponse } from '@mall/contract/resource/query-dictionary';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { dictionary } from './resource.tables.ts';

type Row = typeof dictionary.$inferSelect;

function toEntry(row: Row, lang: Lang): TDictionaryEntry {
  return {
    id: row.id,
    code: row.code,
    parentId: row.parentId,
    label: row.label[lang] ?? row.label.en ?? row.code,
    value: row.value,
    sort: row.sort,
  };
}

async function childrenOf(db: Db, parentId: number, lang: Lang): Promise<TDictionaryEntry[]> {
  const rows = await db
    .select()
    .from(dictionary)
    .where(and(eq(dictionary.parentId, parentId), eq(dictionary.enabled, true)))
    .orderBy(asc(dictionary.sort), asc(dictionary.id));
  return rows.map((r) => toEntry(r, lang));
}

/** One enabled dictionary entry with its enabled children. */
export async function queryDictionary(db: Db, id: number, lang: Lang): Promise<TQueryDictionaryResponse> {
  const [row] = await db
    .select()
    .from(dictionary)
    .where(and(eq(dictionary.id, id), eq(dictionary.enabled, true)));
  if (!row) throw notFound();
  return { ...toEntry(row, lang), children: await childrenOf(db, row.id, lang) };
}

/** The enabled children of the enabled entry with this code. */
export async function queryDictionaryChildren(db: Db, code: string, lang: Lang): Promise<TDictionaryEntry[]> {
  const [row] = await db
    .select({ id: dictionary.id })
    .from(dictionary)
    .where(and(eq(dictionary.code, code), eq(dictionary.enabled, true)));
  if (!row) throw notFound();
  return childrenOf(db, row.id, lang);
}
