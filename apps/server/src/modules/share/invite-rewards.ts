import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { post } from '../wallet/wallet.api.ts';
import { inviteReward } from './share.tables.ts';

/** The points an inviter gets for each shopper who registers with their code. */
export const INVITE_REWARD_POINTS = 100;
/** Rewards an inviter can get in a day (a rolling 24 hours); registrations beyond it are recorded, not paid. */
export const INVITE_REWARDS_PER_DAY = 20;
/** Points given for an invitation last a year. */
const REWARD_DAYS = 365;

const ISSUED_POINTS = { platform: 'issued', asset: 'points' as const };

/**
 * Rewards the inviter of a new shopper, once per invitee: the invitee's row of `invite_reward` (its key) and the
 * ledger credit (cause `invite_reward`, the invitee) are written together; a second delivery, or twenty at once, find
 * the row and pay nothing. The inviter's rows are locked first (`pg_advisory_xact_lock` on the inviter), so the
 * daily limit is counted by one invitee at a time and cannot be passed by registrations racing. Self-referral and
 * cycles cannot reach here: a referrer is named only when an account is created, so it is always an older account.
 */
export async function rewardInviter(tx: Tx, inviteeId: number, inviterId: number, at: Date = new Date()): Promise<number> {
  if (inviteeId === inviterId) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invite_reward'), ${inviterId})`);
  const [today] = await tx
    .select({ n: count() })
    .from(inviteReward)
    .where(and(eq(inviteReward.inviterId, inviterId), eq(inviteReward.capped, false), gte(inviteReward.createdAt, new Date(at.getTime() - 86_400_000))));
  const capped = (today?.n ?? 0) >= INVITE_REWARDS_PER_DAY;
  const points = capped ? 0 : INVITE_REWARD_POINTS;
  const inserted = await tx.insert(inviteReward).values({ inviteeId, inviterId, points, capped, createdAt: at }).onConflictDoNothing().returning({ inviteeId: inviteReward.inviteeId });
  if (inserted.length === 0 || points === 0) return 0;
  await post(tx, {
    cause: { type: 'invite_reward', id: inviteeId },
    memo: 'points for an invited shopper who registered',
    moves: [
      { account: { shopper: inviterId, asset: 'points' }, amount: points, expiresAt: new Date(at.getTime() + REWARD_DAYS * 86_400_000) },
      { account: ISSUED_POINTS, amount: -points },
    ],
  });
  return points;
}

/** How many shoppers registered with the inviter's code, and the points that earned. */
export async function inviteTotals(db: Db, inviterId: number): Promise<{ invitedCount: number; rewardedPoints: number }> {
  const [row] = await db.select({ n: count(), points: sum(inviteReward.points) }).from(inviteReward).where(eq(inviteReward.inviterId, inviterId));
  return { invitedCount: row?.n ?? 0, rewardedPoints: Number(row?.points ?? 0) };
}
