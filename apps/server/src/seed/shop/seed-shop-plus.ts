import { inArray } from 'drizzle-orm';
import type { TDenomination, TPlusBenefitText } from '@mall/contract/shop/shop-plus-fields';
import type { Tx } from '../../platform/database.ts';
import { shopPlus } from '../../modules/shop/shop-plus.tables.ts';
import { shop } from '../../modules/shop/shop.tables.ts';

/** The demo shops that sell membership, by shop code, with their benefits and top-ups (minor units). */
const PLUS: Record<string, { benefits: TPlusBenefitText[]; denominations: TDenomination[] }> = {
  'qingshan-tea': {
    benefits: [
      { en: 'A free tasting cup on every visit', zh: '每次到店免费品茗一杯', ja: 'ご来店ごとに試飲一杯無料' },
      { en: 'Members hear of new harvests first', zh: '新茶上市会员优先知晓', ja: '新茶の入荷を会員に先行でお知らせ' },
      { en: 'Bonus value on larger top-ups', zh: '大额储值赠送额外金额', ja: '高額チャージでボーナス付与' },
    ],
    denominations: [
      { amount: 10_000, bonus: 0 },
      { amount: 30_000, bonus: 1_500 },
      { amount: 50_000, bonus: 3_000 },
    ],
  },
  'sakura-home': {
    benefits: [
      { en: 'Free gift wrapping', zh: '免费礼品包装', ja: 'ギフト包装無料' },
      { en: 'Members-only seasonal sale', zh: '会员专享季节特卖', ja: '会員限定の季節セール' },
    ],
    denominations: [
      { amount: 5_000, bonus: 0 },
      { amount: 20_000, bonus: 1_000 },
    ],
  },
  'lumo-flagship': {
    benefits: [
      { en: 'Priority after-sales service', zh: '优先售后服务', ja: 'アフターサービス優先対応' },
      { en: 'Extended warranty registration help', zh: '延保登记协助', ja: '延長保証の登録サポート' },
    ],
    denominations: [
      { amount: 50_000, bonus: 2_000 },
      { amount: 100_000, bonus: 5_000 },
    ],
  },
};

/** Membership settings of a few demo shops, insert-or-skip (a merchant's later edits stay), so seeding again changes nothing. */
export async function seedShopPlus(tx: Tx): Promise<void> {
  const shops = await tx.select({ id: shop.id, code: shop.code }).from(shop).where(inArray(shop.code, Object.keys(PLUS)));
  if (shops.length === 0) return;
  await tx
    .insert(shopPlus)
    .values(shops.map((s) => ({ shopId: s.id, enabled: true, ...PLUS[s.code]! })))
    .onConflictDoNothing();
}
