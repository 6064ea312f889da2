import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { TApplyWithdrawOrderResponse, ZApplyWithdrawOrderRequest } from '@mall/contract/wallet/apply-withdraw-order';
import type { TQueryWithdrawOrdersResponse } from '@mall/contract/wallet/query-withdraw-orders';
import { withdrawFee } from '@mall/contract/wallet/withdraw-fields';
import type { Db } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { receiveAccountOf, registerGiftOf } from '../account/account.api.ts';
import { balanceOf, ensureWallet, LedgerShort, post } from '../wallet/wallet.api.ts';
import { withdrawRules } from './withdraw-rules.ts';
import { frozenOf, moneyOf, withdrawView, type WithdrawRow } from './withdraw-view.ts';
import { withdrawOrder } from './withdraw.tables.ts';

type ApplyInput = z.output<typeof ZApplyWithdrawOrderRequest>;

/** What the wallet opens with on first use (as the payment module and the me tab open it). */
async function openWallet(deps: Deps, accountId: number): Promise<void> {
  await ensureWallet(deps.db, accountId, (await registerGiftOf(deps.db, accountId)) + deps.config.payment.walletDemoAmount);
}

async function byRequestKey(db: Db, accountId: number, requestKey: string): Promise<WithdrawRow | undefined> {
  const [row] = await db.select().from(withdrawOrder).where(and(eq(withdrawOrder.accountId, accountId), eq(withdrawOrder.requestKey, requestKey)));
  return row;
}

async function answer(db: Db, row: WithdrawRow): Promise<TApplyWithdrawOrderResponse> {
  const [balance, frozen] = await Promise.all([balanceOf(db, moneyOf(row.accountId)), balanceOf(db, frozenOf(row.accountId))]);
  return { ...withdrawView(row), balance, frozen };
}

class KeyTaken extends Error {}

/**
 * `userwithdraworder/apply`: a withdrawal row and the ledger posting that freezes its amount (wallet → frozen, cause
 * `withdraw_apply`), in one transaction. The same request key answers the same withdrawal, also when two calls
 * arrive at once (the unique key makes the second wait for the first); reused for another amount, 4905. Under the
 * minimum or with a fee that leaves nothing to pay, 4903; more than the balance, WALLET_BALANCE_SHORT (the ledger's
 * conditional update refuses it, so concurrent applies never freeze more than there is); no receive account, 4904.
 */
export async function applyWithdraw(deps: Deps, accountId: number, input: ApplyInput): Promise<TApplyWithdrawOrderResponse> {
  const replay = await byRequestKey(deps.db, accountId, input.requestKey);
  if (replay) {
    if (replay.amount !== input.amount) throw new AppError('WITHDRAW_REQUEST_KEY_REUSED');
    return answer(deps.db, replay);
  }
  const rules = await withdrawRules(deps.settings);
  const fee = withdrawFee(input.amount, rules);
  if (input.amount < rules.minAmount || input.amount - fee <= 0) throw new AppError('WITHDRAW_BELOW_MINIMUM');
  const receiveAccount = await receiveAccountOf(deps.db, accountId);
  if (receiveAccount === '') throw new AppError('WITHDRAW_NO_RECEIVE_ACCOUNT');
  await openWallet(deps, accountId);

  const created = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawOrder)
        .values({ accountId, amount: input.amount, fee, netAmount: input.amount - fee, receiveAccount, requestKey: input.requestKey })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new KeyTaken();
      await post(tx, {
        cause: { type: 'withdraw_apply', id: row.id },
        memo: 'withdrawal applied: frozen',
        moves: [
          { account: moneyOf(accountId), amount: -input.amount },
          { account: frozenOf(accountId), amount: input.amount },
        ],
      });
      return row;
    })
    .catch((err: unknown) => {
      if (err instanceof KeyTaken) return null;
      if (err instanceof LedgerShort) throw new AppError('WALLET_BALANCE_SHORT');
      throw err;
    });
  if (created) return answer(deps.db, created);
  // The same key at the same moment: the other call's withdrawal stands.
  const first = await byRequestKey(deps.db, accountId, input.requestKey);
  if (!first) throw new Error('a withdrawal request key was taken but its row is not there');
  if (first.amount !== input.amount) throw new AppError('WITHDRAW_REQUEST_KEY_REUSED');
  return answer(deps.db, first);
}

/** The cursor of the lists: the id of the last withdrawal of the previous page. */
export function withdrawCursor(after: string | undefined): number | undefined {
  if (after === undefined || after === '') return undefined;
  if (!/^\d{1,10}$/.test(after)) throw new AppError('INVALID_REQUEST', { data: { field: 'after' } });
  return Number(after);
}

/** `userwithdraworder/query`: the caller's withdrawals newest first, with the balance, frozen amount, receive account and rules. */
export async function queryWithdraws(deps: Deps, accountId: number, input: { after?: string; pageSize: number }): Promise<TQueryWithdrawOrdersResponse> {
  const beforeId = withdrawCursor(input.after);
  await openWallet(deps, accountId);
  const [rows, balance, frozen, receiveAccount, rules] = await Promise.all([
    deps.db
      .select()
      .from(withdrawOrder)
      .where(and(eq(withdrawOrder.accountId, accountId), beforeId === undefined ? undefined : lt(withdrawOrder.id, beforeId)))
      .orderBy(desc(withdrawOrder.id))
      .limit(input.pageSize + 1),
    balanceOf(deps.db, moneyOf(accountId)),
    balanceOf(deps.db, frozenOf(accountId)),
    receiveAccountOf(deps.db, accountId),
    withdrawRules(deps.settings),
  ]);
  const page = rows.slice(0, input.pageSize);
  const next = rows.length > input.pageSize ? String(page[page.length - 1]!.id) : null;
  return { list: page.map(withdrawView), next, balance, frozen, receiveAccount, rules };
}
