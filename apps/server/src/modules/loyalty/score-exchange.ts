import { and, eq } from 'drizzle-orm';
import type { TQueryScoreGoodsResponse } from '@mall/contract/loyalty/query-score-goods';
import type { TTakeScoreGoodsResponse } from '@mall/contract/loyalty/take-score-goods';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { readScoreGoods } from '../../read-models/score-goods.ts';
import { balanceOf, LedgerShort, post } from '../wallet/wallet.api.ts';
import { scoreExchange } from './loyalty.tables.ts';
import { ISSUED_POINTS } from './loyalty-points.ts';

const points = (accountId: number) => ({ shopper: accountId, asset: 'points' as const });

/** `mall/query/scoregoods/recommend`. */
export async function queryScoreGoods(db: Db, pageSize: number, lang: Lang): Promise<TQueryScoreGoodsResponse> {
  return { list: await readScoreGoods(db, lang, { limit: pageSize }) };
}

async function known(q: Db | Tx, accountId: number, requestKey: string, scoreGoodsId: number): Promise<TTakeScoreGoodsResponse | null> {
  const [row] = await q.select().from(scoreExchange).where(and(eq(scoreExchange.accountId, accountId), eq(scoreExchange.requestKey, requestKey)));
  if (!row) return null;
  if (row.scoreGoodsId !== scoreGoodsId) throw new AppError('SCORE_REQUEST_KEY_REUSED');
  return { exchangeId: row.id, points: row.points, balance: await balanceOf(q, points(accountId)) };
}

/**
 * `userrechargeorder/score/take`: the exchange's row and the ledger debit of its points (cause `score_exchange`, the
 * row) in one transaction; a balance that does not cover it is SCORE_SHORT and nothing is written (the ledger's
 * conditional update, so exchanges at once never overspend). A score goods not on offer is NOT_FOUND. The goods'
 * delivery is not part of this slice: the exchange is recorded for the platform to fulfil.
 */
export async function takeScoreGoods(db: Db, accountId: number, input: { scoreGoodsId: number; requestKey: string }, lang: Lang): Promise<TTakeScoreGoodsResponse> {
  const before = await known(db, accountId, input.requestKey, input.scoreGoodsId);
  if (before) return before;
  const [item] = await readScoreGoods(db, lang, { limit: 1, id: input.scoreGoodsId });
  if (!item) throw new AppError('NOT_FOUND');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(scoreExchange)
        .values({ accountId, scoreGoodsId: item.scoreGoodsId, points: item.scorePrice, requestKey: input.requestKey })
        .onConflictDoNothing()
        .returning({ id: scoreExchange.id });
      if (!row) return (await known(tx, accountId, input.requestKey, input.scoreGoodsId))!;
      const result = await post(tx, {
        cause: { type: 'score_exchange', id: row.id },
        memo: 'points exchanged for a score goods',
        moves: [
          { account: points(accountId), amount: -item.scorePrice },
          { account: ISSUED_POINTS, amount: item.scorePrice },
        ],
      });
      return { exchangeId: row.id, points: item.scorePrice, balance: result.balances.get(`shopper:${accountId}:points`) ?? 0 };
    });
  } catch (err) {
    if (err instanceof LedgerShort) throw new AppError('SCORE_SHORT');
    throw err;
  }
}
