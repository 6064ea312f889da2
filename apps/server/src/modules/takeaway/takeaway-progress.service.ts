import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { TQueryMerchantTakeawayOrdersResponse } from '@mall/contract/takeaway/query-merchant-takeaway-orders';
import type { TQueryTakeawayProgressResponse } from '@mall/contract/takeaway/query-takeaway-progress';
import { nextStage, type TakeawayStage, type TTakeawayProgress } from '@mall/contract/takeaway/takeaway-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readTakeawayOrderFacts, readTakeawayOrderLines } from '../../read-models/takeaway-order-facts.ts';
import { moveOrder } from '../order/order.api.ts';
import { takeawayProgress } from './takeaway.tables.ts';

type ProgressRow = typeof takeawayProgress.$inferSelect;

function progressView(r: ProgressRow): TTakeawayProgress {
  return {
    orderId: r.orderId,
    shopId: r.shopId,
    stage: r.stage,
    etaAt: r.etaAt.toISOString(),
    acceptedAt: r.acceptedAt.toISOString(),
    preparingAt: r.preparingAt?.toISOString() ?? null,
    deliveringAt: r.deliveringAt?.toISOString() ?? null,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * A paid takeaway order starts at `accepted` (the `order.paid` subscriber, in the delivery's transaction), its eta
 * the shop's delivery minutes from now. Orders of other shops are left alone; a second delivery adds nothing.
 */
export async function startTakeawayProgress(tx: Tx, orderId: number): Promise<void> {
  const [facts] = await readTakeawayOrderFacts(tx, [orderId]);
  if (!facts) return;
  await tx
    .insert(takeawayProgress)
    .values({
      orderId,
      shopId: facts.shopId,
      // Whole milliseconds, so the console's keyset (an ISO time) names a row exactly.
      acceptedAt: sql`date_trunc('milliseconds', now())`,
      etaAt: sql`now() + ${facts.deliveryMinutes}::int * interval '1 minute'`,
    })
    .onConflictDoNothing();
}

/** The times each stage stamps. */
const STAMP = { preparing: 'preparingAt', delivering: 'deliveringAt', delivered: 'deliveredAt' } as const;

/**
 * The shop moves one of its takeaway orders from the stage its console showed to the next, in one transaction: one
 * conditional update (`where stage = from`), so of two moves at once one wins and the other answers 5115 with the
 * stage now; delivering also ships the order (shipping → receiving) and delivered completes it (receiving →
 * completed) through the order state machine, so an order cancelled meanwhile refuses the move (4211) and nothing
 * changes. Another shop's order or an unknown one: 1004.
 */
export async function moveTakeawayOrder(db: Db, shopId: number, accountId: number, orderId: number, from: TakeawayStage): Promise<TTakeawayProgress> {
  const to = nextStage(from);
  return db.transaction(async (tx) => {
    const [moved] = to
      ? await tx
          .update(takeawayProgress)
          .set({ stage: to, [STAMP[to as keyof typeof STAMP]]: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(takeawayProgress.orderId, orderId), eq(takeawayProgress.shopId, shopId), eq(takeawayProgress.stage, from)))
          .returning()
      : [];
    if (!moved) {
      const [now] = await tx
        .select({ stage: takeawayProgress.stage })
        .from(takeawayProgress)
        .where(and(eq(takeawayProgress.orderId, orderId), eq(takeawayProgress.shopId, shopId)));
      if (!now) throw notFound();
      throw new AppError('TAKEAWAY_STAGE_MOVED', { data: { stage: now.stage } });
    }
    if (to === 'delivering') await moveOrder(tx, orderId, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: accountId, note: 'takeaway delivering' });
    if (to === 'delivered') await moveOrder(tx, orderId, { from: 'receiving', to: 'completed', actor: 'merchant', actorId: accountId, note: 'takeaway delivered' });
    return progressView(moved);
  });
}

/** The shop of a takeaway order in progress, for the route's shop scope (undefined: 1004). */
export async function shopOfTakeawayOrder(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: takeawayProgress.shopId }).from(takeawayProgress).where(eq(takeawayProgress.orderId, orderId));
  return row?.shopId;
}

/**
 * `user/takeaway/progress`: one of the caller's takeaway orders, its stage (null until paid) and its packing fee;
 * another shopper's order or one not of a takeaway shop: 1004.
 */
export async function queryTakeawayProgress(db: Db, accountId: number, orderId: number): Promise<TQueryTakeawayProgressResponse> {
  const [facts] = await readTakeawayOrderFacts(db, [orderId]);
  if (!facts || facts.accountId !== accountId) throw notFound();
  const [row] = await db.select().from(takeawayProgress).where(eq(takeawayProgress.orderId, orderId));
  return { progress: row ? progressView(row) : null, packingFee: facts.packingFee };
}

/** A shop's takeaway orders at one stage, newest first, a page after the keyset `after` (takeaway_progress_shop_idx). */
export async function queryMerchantTakeawayOrders(
  db: Db,
  shopId: number,
  input: { stage: TakeawayStage; after?: { acceptedAt: string; orderId: number } | undefined; pageSize: number },
  lang: Lang,
): Promise<TQueryMerchantTakeawayOrdersResponse> {
  const after = input.after;
  const rows = await db
    .select()
    .from(takeawayProgress)
    .where(
      and(
        eq(takeawayProgress.shopId, shopId),
        eq(takeawayProgress.stage, input.stage),
        after
          ? or(
              lt(takeawayProgress.acceptedAt, new Date(after.acceptedAt)),
              and(eq(takeawayProgress.acceptedAt, new Date(after.acceptedAt)), lt(takeawayProgress.orderId, after.orderId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(takeawayProgress.acceptedAt), desc(takeawayProgress.orderId))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const details = await readTakeawayOrderLines(db, page.map((r) => r.orderId), lang);
  return {
    list: page.map((r) => ({ ...progressView(r), ...details.get(r.orderId)! })),
    hasMore: rows.length > input.pageSize,
  };
}
