import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZEditMerchantHealthGoodsRequest } from '@mall/contract/health/edit-merchant-health-goods';
import type { TMerchantHealthGoods, TMerchantHealthGoodsResponse } from '@mall/contract/health/merchant-health-goods';
import { LANGUAGES, type Lang, type Localized } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { isVerifiedPharmacy, shopMedicines, type ShopMedicine } from '../../read-models/health.ts';
import { healthGoods } from './health.tables.ts';

type Input = z.output<typeof ZEditMerchantHealthGoodsRequest>;

const EMPTY: Localized = { en: '', zh: '', ja: '' };

/** Every language filled: one left empty shows the first written of en, zh, ja (as the goods editor stores text). */
function filled(text: Localized): Localized {
  const first = LANGUAGES.map((l) => text[l]).find((v) => v !== '') ?? '';
  return { en: text.en || first, zh: text.zh || first, ja: text.ja || first };
}
/** The facts' time to the millisecond, as the editor reads it back (PostgreSQL keeps microseconds). */
const updatedAtMs = sql<string>`to_char(${healthGoods.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function viewOf(m: ShopMedicine, facts: (typeof healthGoods.$inferSelect & { at: string }) | undefined, lang: Lang): TMerchantHealthGoods {
  return {
    goodsId: m.goodsId,
    title: textIn(m.title, lang),
    image: m.image,
    drugClass: m.drugClass,
    approvalNumber: facts?.approvalNumber ?? '',
    dosageForm: facts?.dosageForm ?? EMPTY,
    specification: facts?.specification ?? EMPTY,
    usage: facts?.usage ?? EMPTY,
    contraindications: facts?.contraindications ?? EMPTY,
    updatedAt: facts?.at ?? null,
  };
}

async function factsOf(db: Db, goodsIds: number[]) {
  if (goodsIds.length === 0) return new Map<number, typeof healthGoods.$inferSelect & { at: string }>();
  const rows = await db
    .select({ row: healthGoods, at: updatedAtMs })
    .from(healthGoods)
    .where(inArray(healthGoods.goodsId, goodsIds));
  return new Map(rows.map((r) => [r.row.goodsId, { ...r.row, at: r.at }] as const));
}

/** `merchant/health/goods/query`: the shop's medicines and their regulatory text in every language. */
export async function pharmacyGoods(db: Db, shopId: number, lang: Lang): Promise<TMerchantHealthGoodsResponse> {
  const verified = await isVerifiedPharmacy(db, shopId);
  if (!verified) return { verified, list: [] };
  const medicines = await shopMedicines(db, shopId);
  const facts = await factsOf(
    db,
    medicines.map((m) => m.goodsId),
  );
  return { verified, list: medicines.map((m) => viewOf(m, facts.get(m.goodsId), lang)) };
}

/**
 * `merchant/health/goods/edit`: a verified pharmacy (5204) writes the regulatory text of one of its own medicines
 * (1004 for anything else) by one conditional upsert: it lands only if the facts are still as the editor read them
 * (`expectedUpdatedAt`, null for none yet), else 5207 and nothing changes. The public facts
 * (`mall/query/health/goods`) read the row itself, so the goods pages show the change at once.
 */
export async function editPharmacyGoods(db: Db, shopId: number, input: Input, lang: Lang): Promise<TMerchantHealthGoods> {
  if (!(await isVerifiedPharmacy(db, shopId))) throw new AppError('HEALTH_NOT_VERIFIED_PHARMACY');
  const [medicine] = await shopMedicines(db, shopId, input.goodsId);
  if (!medicine) throw notFound();
  const values = {
    approvalNumber: input.approvalNumber,
    dosageForm: filled(input.dosageForm),
    specification: filled(input.specification),
    usage: filled(input.usage),
    contraindications: filled(input.contraindications),
  };
  const expected = input.expectedUpdatedAt;
  const [written] = await db
    .insert(healthGoods)
    .values({ goodsId: medicine.goodsId, ...values })
    .onConflictDoUpdate({
      target: healthGoods.goodsId,
      set: { ...values, updatedAt: sql`clock_timestamp()` },
      // A row that exists must be the one the editor read; an editor that read none may not overwrite one.
      setWhere: expected === null ? sql`false` : sql`date_trunc('milliseconds', ${healthGoods.updatedAt}) = ${new Date(expected).toISOString()}::timestamptz`,
    })
    .returning({ goodsId: healthGoods.goodsId });
  if (!written) throw new AppError('HEALTH_FACTS_CHANGED');
  const facts = await factsOf(db, [medicine.goodsId]);
  return viewOf(medicine, facts.get(medicine.goodsId), lang);
}
