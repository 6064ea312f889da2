import { and, eq, sql } from 'drizzle-orm';
import type { TMedicineQuote } from '@mall/contract/health/health-fields';
import type { TMerchantMedicineQuoteRequest } from '@mall/contract/health/merchant-medicine-quote';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isVerifiedPharmacy, prescriptionGoodsAmong, quoteFaces, quotableSku } from '../../read-models/health.ts';
import { openDemandConversation, storeMessage } from '../chat/chat.api.ts';
import { demandShownTo } from './demand-access.ts';
import { quoteViews } from './demand-view.ts';
import { medicineDemand, medicineQuote } from './health.tables.ts';

type Input = Required<Pick<TMerchantMedicineQuoteRequest, 'demandId' | 'goodsId' | 'skuId' | 'quantity' | 'unitPrice' | 'validMinutes'>> &
  Pick<TMerchantMedicineQuoteRequest, 'requestKey'>;

async function viewOf(db: Db, quoteId: number, lang: Lang): Promise<TMedicineQuote> {
  const rows = await db
    .select({ row: medicineQuote, expired: sql<boolean>`${medicineQuote.status} = 'offered' and ${medicineQuote.validUntil} <= now()` })
    .from(medicineQuote)
    .where(eq(medicineQuote.id, quoteId));
  return (await quoteViews(db, rows, lang))[0]!;
}

/**
 * `merchant/health/demand/quote`: a verified pharmacy (5204 otherwise) answers a demand shown to it (1004 otherwise)
 * with its own goods on sale (5206), a prescription-only goods only for a demand with a prescription photo (5201).
 * Under the demand's row lock, while it is open or quoted and not expired (5202): the quote is stored, valid for the
 * minutes chosen but never past the demand's own expiry; the demand moves open → quoted; the quote is posted as a
 * `quote` message from the shop in the demand conversation, in the same transaction. A request key answers the first
 * quote again.
 */
export async function quoteDemand(db: Db, staffId: number, shopId: number, input: Input, lang: Lang): Promise<TMedicineQuote> {
  if (!(await isVerifiedPharmacy(db, shopId))) throw new AppError('HEALTH_NOT_VERIFIED_PHARMACY');
  const { demand } = await demandShownTo(db, input.demandId, shopId);
  if (input.requestKey) {
    const [seen] = await db
      .select({ id: medicineQuote.id })
      .from(medicineQuote)
      .where(and(eq(medicineQuote.shopId, shopId), eq(medicineQuote.requestKey, input.requestKey)));
    if (seen) return viewOf(db, seen.id, lang);
  }
  if (!(await quotableSku(db, shopId, input.goodsId, input.skuId))) throw new AppError('HEALTH_QUOTE_GOODS_INVALID');
  if ((await prescriptionGoodsAmong(db, [input.goodsId])).length > 0 && demand.photos.length === 0) throw new AppError('HEALTH_PRESCRIPTION_PHOTO_NEEDED');
  const faces = await quoteFaces(db, [input.skuId], [], lang);
  const quoteId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: medicineDemand.id, answerable: sql<boolean>`${medicineDemand.status} in ('open', 'quoted') and ${medicineDemand.expiresAt} > now()` })
      .from(medicineDemand)
      .where(eq(medicineDemand.id, demand.id))
      .for('update');
    if (!locked?.answerable) throw new AppError('HEALTH_DEMAND_MOVED');
    const conv = await openDemandConversation(tx, demand.accountId, shopId, demand.id);
    const [quote] = await tx
      .insert(medicineQuote)
      .values({
        demandId: demand.id,
        shopId,
        goodsId: input.goodsId,
        skuId: input.skuId,
        quantity: input.quantity,
        unitPrice: input.unitPrice,
        validUntil: sql`least(now() + ${input.validMinutes}::int * interval '1 minute', (select d.expires_at from ${medicineDemand} d where d.id = ${demand.id}))`,
        conversationId: conv.id,
        staffId,
        requestKey: input.requestKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: medicineQuote.id });
    if (!quote) return undefined;
    await tx.update(medicineDemand).set({ status: 'quoted', updatedAt: sql`now()` }).where(and(eq(medicineDemand.id, demand.id), eq(medicineDemand.status, 'open')));
    const title = faces.sku.get(input.skuId)?.title ?? '';
    const amount = input.unitPrice * input.quantity;
    await storeMessage(tx, {
      conversationId: conv.id,
      side: 'shop',
      senderId: staffId,
      clientMessageId: `quote:${quote.id}`,
      type: 'quote',
      body: { quoteId: quote.id, text: `${title} × ${input.quantity} = ${(amount / 100).toFixed(2)}` },
    });
    return quote.id;
  });
  if (quoteId === undefined) {
    // The same request key won a race with this call: answer its quote.
    const [seen] = await db
      .select({ id: medicineQuote.id })
      .from(medicineQuote)
      .where(and(eq(medicineQuote.shopId, shopId), eq(medicineQuote.requestKey, input.requestKey ?? '')));
    if (!seen) throw new AppError('HEALTH_DEMAND_MOVED');
    return viewOf(db, seen.id, lang);
  }
  return viewOf(db, quoteId, lang);
}
