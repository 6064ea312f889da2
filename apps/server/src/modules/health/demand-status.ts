import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TUpdateMedicineDemandStatusResponse } from '@mall/contract/health/update-medicine-demand-status';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { openQuoteCheckout } from '../order/order.api.ts';
import { ownDemandView } from './demand-view.ts';
import { medicineDemand, medicineQuote } from './health.tables.ts';

/**
 * `mall/update/medicineDemand/status`. Each move is one conditional update of the demand row, so of two moves racing
 * exactly one wins and the other finds the row moved (5202): cancel (open or quoted, not expired → cancelled, its
 * offered quotes declined), accept (quoted → accepted, only with an offered quote of it still valid, the others
 * declined). An accepted demand answers a checkout of the quote at its price.
 */

async function answer(deps: Pick<Deps, 'db' | 'config'>, accountId: number, demandId: number, lang: Lang, checkoutId: number | null) {
  const demand = await ownDemandView(deps, deps.db, accountId, demandId, lang);
  if (!demand) throw notFound();
  return { demand, checkoutId };
}

/** Why a move found nothing to move: not the caller's (1004), or moved on already (5202). */
async function refusal(deps: Pick<Deps, 'db'>, accountId: number, demandId: number): Promise<AppError> {
  const [row] = await deps.db
    .select({ id: medicineDemand.id })
    .from(medicineDemand)
    .where(and(eq(medicineDemand.id, demandId), eq(medicineDemand.accountId, accountId)));
  return row ? new AppError('HEALTH_DEMAND_MOVED') : notFound();
}

export async function cancelDemand(deps: Pick<Deps, 'db' | 'config'>, accountId: number, demandId: number, lang: Lang): Promise<TUpdateMedicineDemandStatusResponse> {
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(medicineDemand)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(
        and(
          eq(medicineDemand.id, demandId),
          eq(medicineDemand.accountId, accountId),
          inArray(medicineDemand.status, ['open', 'quoted']),
          sql`${medicineDemand.expiresAt} > now()`,
        ),
      )
      .returning({ id: medicineDemand.id });
    if (row) await tx.update(medicineQuote).set({ status: 'declined' }).where(and(eq(medicineQuote.demandId, demandId), eq(medicineQuote.status, 'offered')));
    return row !== undefined;
  });
  if (!moved) throw await refusal(deps, accountId, demandId);
  return answer(deps, accountId, demandId, lang, null);
}

export async function acceptQuote(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: number,
  input: { demandId: number; quoteId: number; addressId?: number | undefined },
  lang: Lang,
): Promise<TUpdateMedicineDemandStatusResponse> {
  const { db } = deps;
  const { demandId, quoteId } = input;
  const moved = await db.transaction(async (tx) => {
    // One statement: the demand moves quoted → accepted only while the quote is offered and valid by the database
    // clock; a second accept waits for the row, then finds it accepted and moves nothing.
    const [row] = await tx
      .update(medicineDemand)
      .set({ status: 'accepted', acceptedQuoteId: quoteId, updatedAt: sql`now()` })
      .where(
        and(
          eq(medicineDemand.id, demandId),
          eq(medicineDemand.accountId, accountId),
          eq(medicineDemand.status, 'quoted'),
          sql`${medicineDemand.expiresAt} > now()`,
          sql`exists (select 1 from ${medicineQuote} q where q.id = ${quoteId} and q.demand_id = ${demandId} and q.status = 'offered' and q.valid_until > now())`,
        ),
      )
      .returning({ id: medicineDemand.id });
    if (!row) return false;
    await tx
      .update(medicineQuote)
      .set({ status: sql`case when ${medicineQuote.id} = ${quoteId} then 'accepted' else 'declined' end` })
      .where(and(eq(medicineQuote.demandId, demandId), eq(medicineQuote.status, 'offered')));
    return true;
  });
  const [quote] = await db
    .select({
      row: medicineQuote,
      demandStatus: medicineDemand.status,
      acceptedQuoteId: medicineDemand.acceptedQuoteId,
      valid: sql<boolean>`${medicineQuote.validUntil} > now()`,
    })
    .from(medicineQuote)
    .innerJoin(medicineDemand, eq(medicineDemand.id, medicineQuote.demandId))
    .where(and(eq(medicineQuote.id, quoteId), eq(medicineQuote.demandId, demandId), eq(medicineDemand.accountId, accountId)));
  if (!quote) throw notFound();
  if (!moved) {
    // Accepting the accepted quote again (a retry after a lost answer) answers a checkout of it while it is valid.
    const again = quote.demandStatus === 'accepted' && quote.acceptedQuoteId === quoteId;
    if (!quote.valid && (again || quote.row.status === 'offered')) throw new AppError('HEALTH_QUOTE_EXPIRED');
    if (!again) throw await refusal(deps, accountId, demandId);
  }
  if (quote.row.orderId !== null) throw new AppError('HEALTH_DEMAND_MOVED');
  const checkout = await openQuoteCheckout(
    db,
    accountId,
    { goodsId: quote.row.goodsId, skuId: quote.row.skuId, quantity: quote.row.quantity, quoteId, unitPrice: quote.row.unitPrice, addressId: input.addressId },
    lang,
  );
  return answer(deps, accountId, demandId, lang, checkout.checkoutId);
}
