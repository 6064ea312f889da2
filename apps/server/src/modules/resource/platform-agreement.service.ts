import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import type { TPlatformAgreement, TSavePlatformAgreementRequest } from '@mall/contract/resource/platform-agreements';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { agreement, agreementVersion } from './agreement.tables.ts';

/**
 * The platform console's agreements. `agreement` holds the newest text (what the shoppers' calls read) and
 * `agreement_version` every version ever published; a save locks the agreement's row, numbers the new version one
 * past the highest, inserts it and copies it into `agreement`, all in one transaction. Two saves at once queue on the
 * lock and become two consecutive versions. A version row is never updated.
 */

const label = (n: number) => `${n}.0`;

/** A text with its empty languages filled with the first written one. */
function fillLanguagesOf(value: Localized): Localized {
  const first = LANGUAGES.map((l) => value[l]).find((v) => v !== '') ?? '';
  return { en: value.en || first, zh: value.zh || first, ja: value.ja || first };
}

/** The number of a version label ("2.0" → 2); a seeded label that is not one counts as 1. */
const numberOf = (label: string) => {
  const n = Number.parseInt(label, 10);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
};

type Row = typeof agreement.$inferSelect;

async function versionsOf(q: Db | Tx, rows: readonly Row[]): Promise<Map<number, TPlatformAgreement['versions']>> {
  const out = new Map<number, TPlatformAgreement['versions']>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return out;
  const stored = await q
    .select({ agreementId: agreementVersion.agreementId, version: agreementVersion.version, title: agreementVersion.title, savedAt: agreementVersion.savedAt, savedBy: agreementVersion.savedBy })
    .from(agreementVersion)
    .where(inArray(agreementVersion.agreementId, rows.map((r) => r.id)))
    .orderBy(desc(agreementVersion.version));
  for (const v of stored) out.get(v.agreementId)!.push({ version: label(v.version), title: v.title, savedAt: v.savedAt.toISOString(), savedBy: v.savedBy });
  // An agreement not saved since versions were kept: its stored text is its only version.
  for (const r of rows) {
    const list = out.get(r.id)!;
    if (list.length === 0) list.push({ version: r.version, title: r.title, savedAt: r.updatedAt.toISOString(), savedBy: null });
  }
  return out;
}

/** Every agreement (or the one of `code`, 1004 when unknown), newest texts; with `version`, that version's text. */
export async function queryPlatformAgreements(db: Db, code: string | undefined, version: string | undefined): Promise<TPlatformAgreement[]> {
  const rows = await db
    .select()
    .from(agreement)
    .where(code === undefined ? undefined : eq(agreement.code, code))
    .orderBy(asc(agreement.sort), asc(agreement.id));
  if (code !== undefined && rows.length === 0) throw notFound();
  const versions = await versionsOf(db, rows);
  const answers = rows.map((r) => ({
    code: r.code,
    title: r.title,
    content: r.content,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    versions: versions.get(r.id)!,
  }));
  if (version === undefined || answers[0]!.version === version) return answers;
  const [old] = await db
    .select({ title: agreementVersion.title, content: agreementVersion.content, savedAt: agreementVersion.savedAt })
    .from(agreementVersion)
    .where(and(eq(agreementVersion.agreementId, rows[0]!.id), eq(agreementVersion.version, numberOf(version))));
  if (!old) throw notFound();
  return [{ ...answers[0]!, title: old.title, content: old.content, version, updatedAt: old.savedAt.toISOString() }];
}

/** Publishes a new version of an agreement (its first for a new code) by `operatorId`; see the file's comment. */
export async function savePlatformAgreement(db: Db, operatorId: number, input: TSavePlatformAgreementRequest): Promise<TPlatformAgreement> {
  const title = fillLanguagesOf(input.title);
  await db.transaction(async (tx) => {
    // A new code is created first (a concurrent creator's row wins and both then queue on its lock).
    await tx
      .insert(agreement)
      .values({ code: input.code, title, content: input.content, version: label(0), sort: 100 })
      .onConflictDoNothing({ target: agreement.code });
    const [stored] = await tx.select().from(agreement).where(eq(agreement.code, input.code)).for('update');
    const [top] = await tx.select({ n: max(agreementVersion.version) }).from(agreementVersion).where(eq(agreementVersion.agreementId, stored!.id));
    let highest = top?.n ?? null;
    if (highest === null && stored!.version !== label(0)) {
      // The text stored before versions were kept (the seed's) becomes its version, so history starts with it.
      highest = numberOf(stored!.version);
      await tx.insert(agreementVersion).values({ agreementId: stored!.id, version: highest, title: stored!.title, content: stored!.content, savedAt: stored!.updatedAt });
    }
    const next = (highest ?? 0) + 1;
    await tx.insert(agreementVersion).values({ agreementId: stored!.id, version: next, title, content: input.content, savedBy: operatorId });
    await tx
      .update(agreement)
      .set({ title, content: input.content, version: label(next), updatedAt: sql`now()` })
      .where(eq(agreement.id, stored!.id));
  });
  return (await queryPlatformAgreements(db, input.code, undefined))[0]!;
}
