import { and, eq, sql } from 'drizzle-orm';
import type { TShopMembership } from '@mall/contract/shop/query-shop-member';
import type { TQueryPlusBenefitResponse } from '@mall/contract/shop/query-plus-benefit';
import type { TQueryShopDenominationResponse } from '@mall/contract/shop/query-shop-denomination';
import type { TMerchantPlus } from '@mall/contract/shop/query-merchant-plus';
import type { TSaveMerchantPlusRequest } from '@mall/contract/shop/save-merchant-plus';
import type { TPlusBenefitText } from '@mall/contract/shop/shop-plus-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isShopListed } from './shop-listing.ts';
import { shopPlus, shopPlusMember } from './shop-plus.tables.ts';

/**
 * Shop membership ("plus"): a shop's settings (shop_plus) and its members (shop_plus_member). Joining is free and
 * idempotent (the key (shop, shopper)); a shop whose membership is off takes no new members, but those who joined
 * keep their stored value and may still spend it. The stored value itself is a ledger account `{shopper, shop}`
 * (read-models/shop-balance.ts reads it; the payment module tops it up and spends it).
 */

type PlusRow = typeof shopPlus.$inferSelect;

export async function plusOf(q: Db | Tx, shopId: number): Promise<PlusRow | undefined> {
  const [row] = await q.select().from(shopPlus).where(eq(shopPlus.shopId, shopId));
  return row;
}

async function listedOrNotFound(db: Db, shopId: number): Promise<void> {
  if (!(await isShopListed(db, shopId))) throw notFound();
}

export async function memberCountOf(q: Db | Tx, shopId: number): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(shopPlusMember).where(eq(shopPlusMember.shopId, shopId));
  return Number(row?.n ?? 0);
}

const benefitIn = (b: TPlusBenefitText, lang: Lang) => (b[lang].trim() === '' ? b.en : b[lang]);

/** `shop/query/plusBenefit`. */
export async function queryPlusBenefit(db: Db, shopId: number, lang: Lang): Promise<TQueryPlusBenefitResponse> {
  await listedOrNotFound(db, shopId);
  const plus = await plusOf(db, shopId);
  if (!plus?.enabled) return { shopId, enabled: false, benefits: [], memberCount: 0 };
  return { shopId, enabled: true, benefits: plus.benefits.map((b) => benefitIn(b, lang)), memberCount: await memberCountOf(db, shopId) };
}

/** `shop/query/denomination`: smallest first. */
export async function queryShopDenomination(db: Db, shopId: number): Promise<TQueryShopDenominationResponse> {
  await listedOrNotFound(db, shopId);
  const plus = await plusOf(db, shopId);
  return { shopId, list: plus?.enabled ? [...plus.denominations].sort((a, b) => a.amount - b.amount) : [] };
}

/** The caller's membership of a shop (member or not). */
export async function membershipOf(q: Db | Tx, accountId: number, shopId: number): Promise<TShopMembership> {
  const [row] = await q
    .select({ joinedAt: shopPlusMember.joinedAt })
    .from(shopPlusMember)
    .where(and(eq(shopPlusMember.shopId, shopId), eq(shopPlusMember.accountId, accountId)));
  return { shopId, member: row !== undefined, joinedAt: row?.joinedAt.toISOString() ?? null };
}

/** Whether a shopper is a member of a shop (top-ups and paying with the stored value need it). */
export async function isPlusMember(q: Db | Tx, accountId: number, shopId: number): Promise<boolean> {
  return (await membershipOf(q, accountId, shopId)).member;
}

/** `user/shop/exists`. */
export async function queryShopMember(db: Db, accountId: number, shopId: number): Promise<TShopMembership> {
  await listedOrNotFound(db, shopId);
  return membershipOf(db, accountId, shopId);
}

/** `user/shop/join`: once (a second or raced join finds the first); a shop without membership is SHOP_PLUS_CLOSED. */
export async function joinShopPlus(db: Db, accountId: number, shopId: number): Promise<TShopMembership> {
  await listedOrNotFound(db, shopId);
  const known = await membershipOf(db, accountId, shopId);
  if (known.member) return known;
  const plus = await plusOf(db, shopId);
  if (!plus?.enabled) throw new AppError('SHOP_PLUS_CLOSED');
  await db.insert(shopPlusMember).values({ shopId, accountId }).onConflictDoNothing();
  return membershipOf(db, accountId, shopId);
}

/** The bonus a top-up of `amount` earns at a shop now: that of the denomination of this amount, else 0. */
export async function plusBonusFor(q: Db | Tx, shopId: number, amount: number): Promise<number> {
  const plus = await plusOf(q, shopId);
  return plus?.denominations.find((d) => d.amount === amount)?.bonus ?? 0;
}

/** `merchant/shop/plus/query` (the stored value total comes from the ledger's read model). */
export async function queryMerchantPlus(db: Db, shopId: number, totalValue: number): Promise<TMerchantPlus> {
  const plus = await plusOf(db, shopId);
  return {
    shopId,
    enabled: plus?.enabled ?? false,
    benefits: plus?.benefits ?? [],
    denominations: [...(plus?.denominations ?? [])].sort((a, b) => a.amount - b.amount),
    memberCount: await memberCountOf(db, shopId),
    totalValue,
  };
}

/** `merchant/shop/plus/save`: replaces the settings as a whole (one upsert). */
export async function saveMerchantPlus(db: Db, shopId: number, input: Omit<TSaveMerchantPlusRequest, 'shopId'>): Promise<void> {
  const values = { enabled: input.enabled, benefits: input.benefits.map((b) => ({ en: b.en, zh: b.zh, ja: b.ja })), denominations: input.denominations.map((d) => ({ amount: d.amount, bonus: d.bonus })) };
  await db
    .insert(shopPlus)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: shopPlus.shopId, set: { ...values, updatedAt: new Date() } });
}
