import { and, eq } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { dictionary } from './resource.tables.ts';
import { alias } from 'drizzle-orm/pg-core';

/** The enabled values of a dictionary list (e.g. `return_reason`) with their labels: what other modules check a chosen value against. */
export async function dictionaryValues(q: Db | Tx, code: string): Promise<Map<string, Localized>> {
  const parent = alias(dictionary, 'parent');
  const rows = await q
    .select({ value: dictionary.value, label: dictionary.label })
    .from(dictionary)
    .innerJoin(parent, eq(parent.id, dictionary.parentId))
    .where(and(eq(parent.code, code), eq(parent.enabled, true), eq(dictionary.enabled, true)));
  return new Map(rows.map((r) => [r.value, r.label]));
}
