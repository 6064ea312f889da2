import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TPlatformWithdraw, TQueryPlatformWithdrawsResponse } from '@mall/contract/wallet/platform-withdraws';
import type { TWithdrawState } from '@mall/contract/wallet/withdraw-fields';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { accountCards } from '../account/account.api.ts';
import { sendUserMessage } from '../messaging/messaging.api.ts';
import { post } from '../wallet/wallet.api.ts';
import { PayoutTimeout, sandboxPay, type PayoutAnswer } from './sandbox-payout.ts';
import { withdrawCursor } from './withdraw-apply.ts';
import { frozenOf, moneyOf, withdrawView, type WithdrawRow } from './withdraw-view.ts';
import { withdrawOrder, withdrawPayout } from './withdraw.tables.ts';

/**
 * The platform's side of withdrawals (operators of role finance or admin):
 * - paying: one conditional update applied → paying, in whose transaction the payout record is written with its
 *   idempotency key `withdraw:<id>`; only then is the provider asked. It pays: the frozen amount leaves the ledger
 *   (frozen → provider_out, the fee → fees; cause `withdraw_paid`) and the withdrawal is paid. It refuses: the
 *   amount goes back to the wallet (`withdraw_release`) and the withdrawal failed. It does not answer: the
 *   withdrawal stays paying (4907) and paying it again asks the provider with the same key, which pays once.
 * - rejecting: one conditional update applied → rejected and the release, in one transaction.
 * Pay and reject at once: both update only an applied row, so exactly one wins; the other is told 4906.
 */

const PROVIDER_OUT = { platform: 'provider_out', asset: 'money' as const };
const FEES = { platform: 'fees', asset: 'money' as const };

type PayoutRow = typeof withdrawPayout.$inferSelect;

async function platformView(db: Db | Tx, rows: WithdrawRow[]): Promise<TPlatformWithdraw[]> {
  if (rows.length === 0) return [];
  const [cards, payouts] = await Promise.all([
    accountCards(db, rows.map((r) => r.accountId)),
    db.select().from(withdrawPayout).where(inArray(withdrawPayout.withdrawId, rows.map((r) => r.id))),
  ]);
  return rows.map((r) => {
    const card = cards.get(r.accountId);
    const payout = payouts.find((p) => p.withdrawId === r.id);
    return {
      ...withdrawView(r),
      userId: r.accountId,
      shopper: card ? `${card.nickName} (${card.number})` : String(r.accountId),
      reviewerId: r.reviewerId,
      payoutKey: payout?.idempotencyKey ?? null,
      payoutRef: payout?.providerRef ?? null,
    };
  });
}

/** `platform/withdraw/query`: applied and paying ones oldest first (the queue), the others newest first. */
export async function queryPlatformWithdraws(db: Db, input: { state: TWithdrawState; after?: string; pageSize: number }): Promise<TQueryPlatformWithdrawsResponse> {
  const cursor = withdrawCursor(input.after);
  const queue = input.state === 'applied' || input.state === 'paying';
  const rows = await db
    .select()
    .from(withdrawOrder)
    .where(and(eq(withdrawOrder.state, input.state), cursor === undefined ? undefined : queue ? gt(withdrawOrder.id, cursor) : lt(withdrawOrder.id, cursor)))
    .orderBy(queue ? asc(withdrawOrder.id) : desc(withdrawOrder.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const next = rows.length > input.pageSize ? String(page[page.length - 1]!.id) : null;
  return { list: await platformView(db, page), next };
}

async function loadWithdraw(db: Db | Tx, withdrawId: number): Promise<WithdrawRow> {
  const [row] = await db.select().from(withdrawOrder).where(eq(withdrawOrder.id, withdrawId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function answerOf(db: Db, withdrawId: number): Promise<TPlatformWithdraw> {
  return (await platformView(db, [await loadWithdraw(db, withdrawId)]))[0]!;
}

const NOTICES: Record<'paid' | 'rejected' | 'failed', { title: Localized; content: Localized }> = {
  paid: {
    title: { en: 'Withdrawal paid', zh: '提现已到账', ja: '出金が完了しました' },
    content: { en: 'Your withdrawal has been paid to your receive account.', zh: '您的提现已打款至收款账号。', ja: '出金は受取口座に送金されました。' },
  },
  rejected: {
    title: { en: 'Withdrawal rejected', zh: '提现申请被驳回', ja: '出金申請が却下されました' },
    content: { en: 'Your withdrawal was rejected; the amount is back in your wallet.', zh: '您的提现申请被驳回，金额已退回钱包。', ja: '出金申請は却下され、金額はウォレットに戻りました。' },
  },
  failed: {
    title: { en: 'Withdrawal failed', zh: '提现失败', ja: '出金に失敗しました' },
    content: { en: 'The payout of your withdrawal failed; the amount is back in your wallet.', zh: '提现打款失败，金额已退回钱包。', ja: '出金の送金に失敗し、金額はウォレットに戻りました。' },
  },
};

async function notify(tx: Tx, row: WithdrawRow, state: 'paid' | 'rejected' | 'failed'): Promise<void> {
  await sendUserMessage(tx, { accountId: row.accountId, kind: 'system', ...NOTICES[state], link: '/pages/user/wallet/withdraw' });
}

/** Gives a withdrawal's frozen amount back to the wallet (cause `withdraw_release`, once). */
async function release(tx: Tx, row: WithdrawRow): Promise<void> {
  await post(tx, {
    cause: { type: 'withdraw_release', id: row.id },
    memo: 'withdrawal not paid: unfrozen',
    moves: [
      { account: frozenOf(row.accountId), amount: -row.amount },
      { account: moneyOf(row.accountId), amount: row.amount },
    ],
  });
}

/** `platform/withdraw/reject`. */
export async function rejectWithdraw(db: Db, operatorId: number, input: { withdrawId: number; reason: string }): Promise<TPlatformWithdraw> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawOrder)
      .set({ state: 'rejected', reviewerId: operatorId, reason: input.reason, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(withdrawOrder.id, input.withdrawId), eq(withdrawOrder.state, 'applied')))
      .returning();
    if (!row) {
      const now = await loadWithdraw(tx, input.withdrawId);
      if (now.state === 'rejected') return;
      throw new AppError('WITHDRAW_ALREADY_DECIDED');
    }
    await release(tx, row);
    await notify(tx, row, 'rejected');
  });
  return answerOf(db, input.withdrawId);
}

/** Moves an applied withdrawal to paying with its payout record, or answers the record of one already paying. */
async function startPayout(db: Db, operatorId: number, withdrawId: number): Promise<PayoutRow | 'done'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawOrder)
      .set({ state: 'paying', reviewerId: operatorId, updatedAt: sql`now()` })
      .where(and(eq(withdrawOrder.id, withdrawId), eq(withdrawOrder.state, 'applied')))
      .returning();
    if (row) {
      const [payout] = await tx
        .insert(withdrawPayout)
        .values({ withdrawId, idempotencyKey: `withdraw:${withdrawId}`, amount: row.netAmount, receiveAccount: row.receiveAccount })
        .returning();
      return payout!;
    }
    const now = await loadWithdraw(tx, withdrawId);
    if (now.state === 'paid') return 'done';
    if (now.state !== 'paying') throw new AppError('WITHDRAW_ALREADY_DECIDED');
    const [payout] = await tx.select().from(withdrawPayout).where(eq(withdrawPayout.withdrawId, withdrawId));
    return payout!;
  });
}

/** Records the provider's answer: paid (the money leaves the ledger) or refused (it goes back to the wallet); once. */
async function finishPayout(db: Db, payout: PayoutRow, answer: PayoutAnswer): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(withdrawPayout)
      .set({ state: answer.outcome === 'paid' ? 'succeeded' : 'failed', providerRef: answer.outcome === 'paid' ? answer.ref : null, updatedAt: sql`now()` })
      .where(and(eq(withdrawPayout.id, payout.id), eq(withdrawPayout.state, 'pending')))
      .returning({ id: withdrawPayout.id });
    if (moved.length === 0) return;
    const [row] = await tx
      .update(withdrawOrder)
      .set({ state: answer.outcome === 'paid' ? 'paid' : 'failed', reason: answer.outcome === 'paid' ? '' : answer.reason, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(withdrawOrder.id, payout.withdrawId), eq(withdrawOrder.state, 'paying')))
      .returning();
    if (!row) throw new Error(`withdrawal ${payout.withdrawId} had a pending payout but was not paying`);
    if (answer.outcome === 'paid') {
      await post(tx, {
        cause: { type: 'withdraw_paid', id: row.id },
        memo: 'withdrawal paid out',
        moves: [
          { account: frozenOf(row.accountId), amount: -row.amount },
          { account: PROVIDER_OUT, amount: row.netAmount },
          ...(row.fee > 0 ? [{ account: FEES, amount: row.fee }] : []),
        ],
      });
      await notify(tx, row, 'paid');
    } else {
      await release(tx, row);
      await notify(tx, row, 'failed');
    }
  });
}

/** `platform/withdraw/pay`: see the file comment. */
export async function payWithdraw(deps: Deps, operatorId: number, withdrawId: number): Promise<TPlatformWithdraw> {
  const payout = await startPayout(deps.db, operatorId, withdrawId);
  if (payout !== 'done') {
    if (payout.state === 'pending') {
      await deps.db.update(withdrawPayout).set({ attempts: sql`${withdrawPayout.attempts} + 1`, updatedAt: sql`now()` }).where(eq(withdrawPayout.id, payout.id));
      let answer: PayoutAnswer;
      try {
        answer = await sandboxPay(deps.db, { idempotencyKey: payout.idempotencyKey, amount: payout.amount, receiveAccount: payout.receiveAccount });
      } catch (err) {
        if (err instanceof PayoutTimeout) throw new AppError('WITHDRAW_PAYOUT_PENDING');
        throw err;
      }
      await finishPayout(deps.db, payout, answer);
    }
  }
  return answerOf(deps.db, withdrawId);
}
