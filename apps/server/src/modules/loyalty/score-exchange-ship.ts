import { and, eq, isNotNull } from 'drizzle-orm';
import type { TShipScoreExchangeResponse } from '@mall/contract/loyalty/ship-score-exchange';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { readShopScoreExchange } from '../../read-models/score-exchanges.ts';
import { shopOfGoods } from '../catalogue/catalogue.api.ts';
import { checkParcelNumber, startParcel } from '../logistics/logistics.api.ts';
import { scoreExchange, scoreGoods } from './loyalty.tables.ts';

type ShipDeps = Pick<Deps, 'db' | 'config'>;

/** The shop of an exchange's goods (the merchant calls' shop scope), or undefined for no such exchange. */
export async function shopOfScoreExchange(q: Db | Tx, exchangeId: number): Promise<number | undefined> {
  const [row] = await q.select({ goodsId: scoreGoods.goodsId }).from(scoreExchange).innerJoin(scoreGoods, eq(scoreGoods.id, scoreExchange.scoreGoodsId)).where(eq(scoreExchange.id, exchangeId));
  return row ? shopOfGoods(q, row.goodsId) : undefined;
}

/**
 * `merchant/score/exchange/ship`: the parcel number is checked as for an order (logistics' checkParcelNumber: 4401,
 * 4402) before anything is written; then in one transaction the exchange moves to_ship → shipped (a conditional
 * update: of two ships at once the second waits for the first's row and then finds it shipped,
 * SCORE_EXCHANGE_SHIPPED) and its parcel starts (logistics' startParcel, kind `score_exchange` with the exchange as
 * its reference; a number already used 4403 rolls the move back). An exchange without an address (made before
 * exchanges had one) cannot be sent: SCORE_EXCHANGE_NO_ADDRESS. The route has checked the exchange is the shop's.
 */
export async function shipScoreExchange(
  deps: ShipDeps,
  by: { accountId: number; shopId: number },
  input: { exchangeId: number; companyCode: string; trackingNo: string },
  lang: Lang,
): Promise<TShipScoreExchangeResponse> {
  const company = await checkParcelNumber(deps.db, input.companyCode, input.trackingNo);
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(scoreExchange)
      .set({ status: 'shipped' })
      .where(and(eq(scoreExchange.id, input.exchangeId), eq(scoreExchange.status, 'to_ship'), isNotNull(scoreExchange.address)))
      .returning({ id: scoreExchange.id });
    if (!claimed) {
      const [now] = await tx.select({ status: scoreExchange.status }).from(scoreExchange).where(eq(scoreExchange.id, input.exchangeId));
      if (!now) throw new AppError('NOT_FOUND');
      throw new AppError(now.status === 'to_ship' ? 'SCORE_EXCHANGE_NO_ADDRESS' : 'SCORE_EXCHANGE_SHIPPED');
    }
    await startParcel(deps, tx, { kind: 'score_exchange', returnId: claimed.id, orderId: null, shopId: by.shopId, companyCode: company.code, trackingNo: input.trackingNo, sentBy: by.accountId });
  });
  return (await readShopScoreExchange(deps.db, input.exchangeId, lang))!;
}

/** The parcel of a shipped exchange was delivered: the exchange is received (once: a later delivery changes nothing). */
export async function receiveScoreExchange(tx: Tx, exchangeId: number): Promise<void> {
  await tx.update(scoreExchange).set({ status: 'received' }).where(and(eq(scoreExchange.id, exchangeId), eq(scoreExchange.status, 'shipped')));
}
