import { and, eq } from 'drizzle-orm';
import type { TQueryScoreExchangesResponse } from '@mall/contract/loyalty/query-score-exchanges';
import type { TQueryScoreGoodsResponse } from '@mall/contract/loyalty/query-score-goods';
import type { TTakeScoreGoodsResponse } from '@mall/contract/loyalty/take-score-goods';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { readCheckoutAddress } from '../../read-models/address-book.ts';
import { isScoreGoodsSoldOut, readScoreExchanges } from '../../read-models/score-exchanges.ts';
import { readScoreGoods } from '../../read-models/score-goods.ts';
import { takeStock } from '../catalogue/catalogue.api.ts';
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
 * `userrechargeorder/score/take`: in one transaction the exchange's row (with the address it goes to, a snapshot of
 * one of the caller's addresses: another's is NOT_FOUND, none at all SCORE_NO_ADDRESS), one piece of the SKU's
 * stock (catalogue's takeStock: the conditional `stock >= 1` under the goods' and SKU's locks, SCORE_GOODS_SOLD_OUT
 * when none is left) and the ledger debit of its points (cause `score_exchange`, the row; SCORE_SHORT when the balance
 * does not cover it). Any refusal rolls all of it back: no points without the goods, no stock without the points.
 * The locks follow the commit's order (goods, SKU, then the points balance). A score goods not on offer is NOT_FOUND.
 * The exchange waits `to_ship` for the goods' shop (docs/decisions.md "Score points: spending at checkout, exchanges,
 * activities").
 */
export async function takeScoreGoods(
  db: Db,
  accountId: number,
  input: { scoreGoodsId: number; requestKey: string; addressId?: number | undefined },
  lang: Lang,
): Promise<TTakeScoreGoodsResponse> {
  const before = await known(db, accountId, input.requestKey, input.scoreGoodsId);
  if (before) return before;
  const [item] = await readScoreGoods(db, lang, { limit: 1, id: input.scoreGoodsId });
  if (!item) {
    if (await isScoreGoodsSoldOut(db, input.scoreGoodsId)) throw new AppError('SCORE_GOODS_SOLD_OUT');
    throw new AppError('NOT_FOUND');
  }
  const destination = await readCheckoutAddress(db, accountId, input.addressId ?? null, lang);
  if (!destination) throw new AppError(input.addressId === undefined ? 'SCORE_NO_ADDRESS' : 'NOT_FOUND');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(scoreExchange)
        .values({ accountId, scoreGoodsId: item.scoreGoodsId, points: item.scorePrice, requestKey: input.requestKey, skuId: item.skuId, address: destination.snapshot })
        .onConflictDoNothing()
        .returning({ id: scoreExchange.id });
      if (!row) return (await known(tx, accountId, input.requestKey, input.scoreGoodsId))!;
      const [taken] = await takeStock(tx, new Map([[item.skuId, 1]]));
      if (!taken) throw new AppError('SCORE_GOODS_SOLD_OUT');
      if (!taken.enabled || !taken.goodsOnSale) throw new AppError('NOT_FOUND');
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

/** `user/score/exchange/query`: the caller's exchanges, newest first (read model `read-models/score-exchanges.ts`). */
export async function queryScoreExchanges(db: Db, accountId: number, pageSize: number, lang: Lang): Promise<TQueryScoreExchangesResponse> {
  return { list: await readScoreExchanges(db, accountId, pageSize, lang) };
}
