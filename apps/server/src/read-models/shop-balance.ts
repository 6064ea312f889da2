import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TShopBalanceEntry } from '@mall/contract/shop/query-shop-balance-flow';
import type { Db } from '../platform/database.ts';
import { payment } from '../modules/payment/payment.tables.ts';
import { shopRechargeOrder } from '../modules/payment/shop-recharge.tables.ts';
import { shopPlusMember } from '../modules/shop/shop-plus.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { ledgerAccount, ledgerBalance, ledgerEntry } from '../modules/wallet/wallet.tables.ts';

/**
 * Read model: shoppers' stored value at shops (shop membership): the ledger accounts `shopper:<id>:shop:<shop>`
 * with the entries' causes resolved to the numbers they refer to (a top-up's or a payment's payment number).
 */

const keyOf = (accountId: number, shopId: number) => `shopper:${accountId}:shop:${shopId}`;

/** The stored value of a shopper at a shop (0 when never used). */
export async function readShopBalance(db: Db, accountId: number, shopId: number): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerBalance.balance })
    .from(ledgerAccount)
    .innerJoin(ledgerBalance, eq(ledgerBalance.accountId, ledgerAccount.id))
    .where(eq(ledgerAccount.key, keyOf(accountId, shopId)));
  return Number(row?.balance ?? 0);
}

/** What all shoppers hold at a shop together. */
export async function readShopValueTotal(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerBalance.balance}), 0)::bigint` })
    .from(ledgerAccount)
    .innerJoin(ledgerBalance, eq(ledgerBalance.accountId, ledgerAccount.id))
    .where(and(eq(ledgerAccount.kind, 'shopper'), eq(ledgerAccount.asset, 'shop_value'), eq(ledgerAccount.shopId, shopId)));
  return Number(row?.sum ?? 0);
}

/** A page of the entries of a shopper's stored value at a shop, newest first (keyset on the entry id). */
export async function readShopBalanceFlow(db: Db, accountId: number, shopId: number, page: { beforeId?: number; limit: number }): Promise<TShopBalanceEntry[]> {
  const rows = await db
    .select({ id: ledgerEntry.id, amount: ledgerEntry.amount, causeType: ledgerEntry.causeType, causeId: ledgerEntry.causeId, balanceAfter: ledgerEntry.balanceAfter, createdAt: ledgerEntry.createdAt })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
    .where(and(eq(ledgerAccount.key, keyOf(accountId, shopId)), page.beforeId === undefined ? undefined : lt(ledgerEntry.id, page.beforeId)))
    .orderBy(desc(ledgerEntry.id))
    .limit(page.limit);
  const ids = (types: string[]) => rows.filter((r) => types.includes(r.causeType)).map((r) => Number(r.causeId)).filter(Number.isSafeInteger);
  const rechargeIds = ids(['shop_recharge', 'shop_recharge_bonus']);
  const paymentIds = ids(['payment']);
  const [recharges, payments] = await Promise.all([
    rechargeIds.length
      ? db.select({ id: shopRechargeOrder.id, paymentNo: payment.paymentNo }).from(shopRechargeOrder).innerJoin(payment, eq(payment.id, shopRechargeOrder.paymentId)).where(inArray(shopRechargeOrder.id, rechargeIds))
      : [],
    paymentIds.length ? db.select({ id: payment.id, paymentNo: payment.paymentNo }).from(payment).where(inArray(payment.id, paymentIds)) : [],
  ]);
  const known = new Set(['shop_recharge', 'shop_recharge_bonus', 'payment', 'refund']);
  return rows.map((r) => {
    const id = Number(r.causeId);
    const ref =
      r.causeType === 'payment'
        ? (payments.find((p) => p.id === id)?.paymentNo ?? null)
        : r.causeType.startsWith('shop_recharge')
          ? (recharges.find((x) => x.id === id)?.paymentNo ?? null)
          : null;
    return {
      id: r.id,
      amount: Number(r.amount),
      balanceAfter: r.balanceAfter === null ? null : Number(r.balanceAfter),
      cause: (known.has(r.causeType) ? r.causeType : 'other') as TShopBalanceEntry['cause'],
      ref,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** A shopper's memberships and stored values at every shop (a member, or holding a balance), largest balance first. */
export async function readShopBalances(db: Db, accountId: number) {
  const accounts = await db
    .select({ shopId: ledgerAccount.shopId, balance: ledgerBalance.balance })
    .from(ledgerAccount)
    .innerJoin(ledgerBalance, eq(ledgerBalance.accountId, ledgerAccount.id))
    .where(and(eq(ledgerAccount.ownerAccountId, accountId), eq(ledgerAccount.asset, 'shop_value')));
  const members = await db.select({ shopId: shopPlusMember.shopId, joinedAt: shopPlusMember.joinedAt }).from(shopPlusMember).where(eq(shopPlusMember.accountId, accountId));
  const shopIds = [...new Set([...accounts.map((a) => a.shopId!), ...members.map((m) => m.shopId)].filter((x): x is number => x !== null))];
  if (shopIds.length === 0) return [];
  const shops = await db.select({ id: shop.id, name: shop.name, logo: shop.logo }).from(shop).where(inArray(shop.id, shopIds));
  return shops
    .map((s) => ({
      shopId: s.id,
      name: s.name,
      logo: s.logo || null,
      balance: Number(accounts.find((a) => a.shopId === s.id)?.balance ?? 0),
      joinedAt: members.find((m) => m.shopId === s.id)?.joinedAt.toISOString() ?? null,
    }))
    .sort((a, b) => b.balance - a.balance || a.shopId - b.shopId);
}
