import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../../platform/database.ts';
import { goods } from '../../modules/catalogue/catalogue.tables.ts';
import { healthGoods } from '../../modules/health/health.tables.ts';
import { shop } from '../../modules/shop/shop.tables.ts';

/** The pharmacies whose two least-sold OTC medicines become prescription-only, to be sold through quotes. */
const RX_PHARMACIES = ['kangjian-xuhui', 'kangjian-haidian'];
/** Pieces of one OTC medicine an order may hold in the seeded pharmacies. */
const OTC_PER_ORDER = 5;

const TABLET: Localized = { en: 'Tablet', zh: '片剂', ja: '錠剤' };
const CAPSULE: Localized = { en: 'Capsule', zh: '胶囊剂', ja: 'カプセル剤' };
const SPEC_TABLET: Localized = { en: '0.2 g × 24 tablets', zh: '0.2g×24片', ja: '0.2g×24錠' };
const SPEC_CAPSULE: Localized = { en: '0.25 g × 20 capsules', zh: '0.25g×20粒', ja: '0.25g×20カプセル' };
const USAGE: Localized = {
  en: 'Oral. Adults: 1 tablet 2–3 times a day after meals, or as a pharmacist directs. Do not exceed the stated dose.',
  zh: '口服。成人一次1片，一日2～3次，饭后服用，或遵药师指导。请勿超量服用。',
  ja: '経口。成人1回1錠、1日2〜3回食後に服用、または薬剤師の指示に従ってください。用量を超えないでください。',
};
const CONTRA_OTC: Localized = {
  en: 'Do not use if allergic to any ingredient. Pregnant or breastfeeding women, children and the elderly should ask a pharmacist first.',
  zh: '对本品成分过敏者禁用。孕妇、哺乳期妇女、儿童及老年人请在药师指导下使用。',
  ja: '本剤の成分に過敏症の方は使用しないでください。妊娠・授乳中の方、小児、高齢者は薬剤師にご相談ください。',
};
const CONTRA_RX: Localized = {
  en: 'Prescription only. Do not use with liver or kidney impairment or with an allergy to any ingredient, unless a doctor prescribes it.',
  zh: '处方药，凭处方购买。肝肾功能不全者及对本品成分过敏者禁用，须遵医嘱。',
  ja: '処方箋医薬品。肝・腎機能障害のある方、成分に過敏症の方は医師の指示なく使用しないでください。',
};

/** A plausible approval number (国药准字 H + eight digits), the same on every run for a goods. */
function approvalNumber(goodsId: number): string {
  return `国药准字H${String(20_000_000 + ((goodsId * 7_919) % 9_999_999)).padStart(8, '0')}`;
}

/**
 * Health's starting data: in the seeded pharmacies the two least-sold OTC medicines become prescription-only (sold
 * through quotes), the others get a per-order limit, and every medicine of a health shop gets its regulatory facts.
 * The drug licences come with the shops (seed-shops.ts). Its own step, so a demo seeded before health gains it;
 * skipped when any regulatory row exists, so seeding again changes nothing.
 */
export async function seedHealth(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ id: healthGoods.goodsId }).from(healthGoods).limit(1);
  if (existing) return;
  const pharmacies = await tx.select({ id: shop.id, code: shop.code }).from(shop).where(inArray(shop.code, RX_PHARMACIES));
  for (const p of pharmacies) {
    const otc = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.shopId, p.id), eq(goods.drugClass, 'otc')))
      .orderBy(asc(goods.salesCount), asc(goods.id))
      .limit(2);
    if (otc.length > 0) {
      await tx
        .update(goods)
        .set({ drugClass: 'rx' })
        .where(inArray(goods.id, otc.map((g) => g.id)));
    }
    await tx
      .update(goods)
      .set({ purchaseLimit: OTC_PER_ORDER })
      .where(and(eq(goods.shopId, p.id), eq(goods.drugClass, 'otc'), isNull(goods.purchaseLimit)));
  }
  const medicines = await tx
    .select({ id: goods.id, title: goods.title, drugClass: goods.drugClass })
    .from(goods)
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(and(eq(shop.kind, 'health'), isNotNull(goods.drugClass)));
  if (medicines.length === 0) return;
  await tx
    .insert(healthGoods)
    .values(
      medicines.map((m) => {
        const capsule = /capsule/i.test(m.title.en);
        return {
          goodsId: m.id,
          approvalNumber: approvalNumber(m.id),
          dosageForm: capsule ? CAPSULE : TABLET,
          specification: capsule ? SPEC_CAPSULE : SPEC_TABLET,
          usage: USAGE,
          contraindications: m.drugClass === 'rx' ? CONTRA_RX : CONTRA_OTC,
        };
      }),
    )
    .onConflictDoNothing();
}
