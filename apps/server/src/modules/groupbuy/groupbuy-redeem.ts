import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TRedeemPickupCodeRequest, TRedeemPickupCodeResponse } from '@mall/contract/groupbuy/redeem-pickup-code';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readListing } from '../../read-models/groupbuy-listings.ts';
import { orderPayment } from '../../read-models/groupbuy-listings.ts';
import { isPickupStaff } from '../../read-models/pickup-staff.ts';
import { moveOrder } from '../order/order.api.ts';
import { codeHash, codeKeys } from './groupbuy-code.ts';
import { groupbuyListing, groupbuyOrder, groupbuyRedeemFailure } from './groupbuy.tables.ts';

/**
 * Handing a group-buy order over at its pickup point. Only staff of that point (its shop's owner, or assigned) may,
 * else NOT_FOUND as for a point that does not exist. The code is looked up by its HMAC with the point, so a code of
 * another point never matches. Wrong codes are counted per staff account and per point in fixed windows
 * (`groupbuy_redeem_failure`); at REDEEM_MAX_FAILURES in a window every further try of that account, or at that point,
 * is refused (5133) until the window ends, right codes included, so codes cannot be found by trying (10^10 codes, 5
 * tries per 10 minutes). The check, the lookup and the count run under transaction locks on the account and the point,
 * so tries at once cannot slip past the count. The order is then completed through the order module (shipping →
 * receiving → completed in one transaction), once: the participant row is locked and `redeemed_at` set by a
 * conditional update, so two scans at once give one success and one 5134.
 */

export const REDEEM_MAX_FAILURES = 5;
export const REDEEM_WINDOW_MINUTES = 10;

const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${REDEEM_WINDOW_MINUTES * 60}) * ${REDEEM_WINDOW_MINUTES * 60})`;

async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`groupbuy-redeem:${key}`}, 0))`);
}

async function limited(tx: Tx, keys: string[]): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${groupbuyRedeemFailure.failures}), 0)::int` })
    .from(groupbuyRedeemFailure)
    .where(and(inArray(groupbuyRedeemFailure.key, keys), eq(groupbuyRedeemFailure.windowStart, windowStart)));
  return row!.n >= REDEEM_MAX_FAILURES;
}

async function countFailure(tx: Tx, keys: string[]): Promise<void> {
  await tx
    .insert(groupbuyRedeemFailure)
    .values(keys.map((key) => ({ key, windowStart, failures: 1 })))
    .onConflictDoUpdate({ target: [groupbuyRedeemFailure.key, groupbuyRedeemFailure.windowStart], set: { failures: sql`${groupbuyRedeemFailure.failures} + 1` } });
}

type Outcome = { ok: TRedeemPickupCodeResponse } | { refuse: 'GROUPBUY_CODE_WRONG' | 'GROUPBUY_CODE_RATE_LIMITED' };

export async function redeemPickupCode(db: Db, staffId: number, input: TRedeemPickupCodeRequest, lang: Lang): Promise<TRedeemPickupCodeResponse> {
  const pickupPointId = input.pickupPointId;
  if (!(await isPickupStaff(db, staffId, pickupPointId))) throw notFound();
  const code = String(input.code).replace(/[\s-]/g, '');
  const hash = codeHash(await codeKeys(db), pickupPointId, code);
  const keys = [`a:${staffId}`, `p:${pickupPointId}`];
  const outcome: Outcome = await db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    if (await limited(tx, keys)) return { refuse: 'GROUPBUY_CODE_RATE_LIMITED' } as const;
    const [row] = await tx
      .select()
      .from(groupbuyOrder)
      .where(and(eq(groupbuyOrder.pickupPointId, pickupPointId), eq(groupbuyOrder.codeHash, hash)))
      .for('update');
    if (!row) {
      await countFailure(tx, keys);
      return { refuse: 'GROUPBUY_CODE_WRONG' } as const;
    }
    if (row.redeemedAt) throw new AppError('GROUPBUY_ALREADY_COLLECTED');
    const [listing] = await tx.select({ status: groupbuyListing.status }).from(groupbuyListing).where(eq(groupbuyListing.id, row.listingId));
    const paid = await orderPayment(tx, row.orderId);
    if (listing?.status !== 'succeeded' || row.leftAt || row.cancelDueAt || paid?.status !== 'shipping') throw new AppError('GROUPBUY_NOT_COLLECTABLE');
    const [done] = await tx
      .update(groupbuyOrder)
      .set({ redeemedAt: sql`now()`, redeemedBy: staffId })
      .where(and(eq(groupbuyOrder.orderId, row.orderId), isNull(groupbuyOrder.redeemedAt)))
      .returning({ at: groupbuyOrder.redeemedAt });
    if (!done) throw new AppError('GROUPBUY_ALREADY_COLLECTED');
    const note = 'groupbuy_pickup';
    await moveOrder(tx, row.orderId, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: staffId, note });
    await moveOrder(tx, row.orderId, { from: 'receiving', to: 'completed', actor: 'merchant', actorId: staffId, note });
    const view = await readListing(tx, row.listingId, lang);
    return { ok: { orderId: row.orderId, orderNo: paid.orderNo, title: view?.title ?? '', quantity: row.quantity, collectedAt: done.at!.toISOString() } };
  });
  if ('refuse' in outcome) throw new AppError(outcome.refuse);
  return outcome.ok;
}
