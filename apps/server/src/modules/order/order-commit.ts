import { eq, inArray, sql } from 'drizzle-orm';
import type { TCommitOrderRequest, TCommitOrderResponse } from '@mall/contract/order/commit-order';
import type { CodeName } from '@mall/contract/platform/codes';
import { takeawayRefusal } from '@mall/contract/takeaway/takeaway-rules';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { executeNamed, type Db, type Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { removeBoughtLines } from '../cart/cart.api.ts';
import { takeStock } from '../catalogue/catalogue.api.ts';
import { useCoupons } from '../coupon/coupon.api.ts';
import { loadCheckoutFacts, type CheckoutFacts } from '../../read-models/checkout-facts.ts';
import { priceCheckout, type PricedCheckout } from './checkout-price.ts';
import { checkoutInputs, priceStoredCheckout, readOwnCheckout, withoutStaleCoupons } from './checkout.service.ts';
import { makeOrderNo } from './order-numbers.ts';
import { spendPointsForCommit } from './order-points.ts';
import { runCommitSteps } from './order-commit-steps.ts';
import { ORDER_EVENTS, type OrderEventPayload } from './order-state.ts';
import { checkout, checkoutNumber, saleOrder, saleOrderEvent, saleOrderGoods, type CheckoutLineInput } from './order.tables.ts';

/**
 * `saleorder/commit`: a checkout becomes one order per shop, in one transaction that takes its locks in one
 * fixed order, so concurrent commits and cancels queue instead of deadlocking:
 *   1. the checkout number row, then its checkout row (one statement): a second commit of the same number waits
 *      here and then answers the stored orders; a commit of another number of the same checkout waits here too
 *      and then finds the checkout row marked committed (4210), so one checkout makes one set of orders;
 *   2. the goods rows (shared, so buyers of one goods do not queue for it) and then the SKU rows, in id order,
 *      taking the SKUs' stock (`stock >= n`) and re-reading prices and the goods' status in the same statement;
 *      the checkout is priced on what the locks hold, so prices, stock and the shelf cannot move before the
 *      orders are written (a first check before the locks turns away buyers who cannot succeed without making
 *      them queue for the rows);
 *   3. the coupon rows, in id order;
 *   4. the shopper's points balance row (the ledger's conditional update, when the checkout uses points).
 * Stock and coupons change only by conditional updates (`stock >= n`, `status = 'unused' and not expired`); the
 * orders, their lines and events, the cart lines bought and the number's record are then written by one
 * statement. A refusal rolls everything back and answers the checkout priced afresh as `data`, so the shopper
 * sees what changed.
 */

/** Why a commit is refused, with the checkout as priced under the locks when the refusal came from pricing it. */
class CommitRefusal extends Error {
  constructor(
    readonly codeName: CodeName,
    readonly priced?: PricedCheckout,
  ) {
    super(codeName);
  }
}

/**
 * Refuses a checkout that cannot be committed as priced: problems, a chosen coupon gone, another total (4922 when
 * it is another because the shopper's points no longer cover what they chose).
 */
function assertCommittable(priced: PricedCheckout, payAmount: number): void {
  const { problems } = priced.view;
  const takeaway = takeawayRefusal(problems);
  if (takeaway) throw new CommitRefusal(takeaway, priced);
  if (priced.shopSuspended) throw new CommitRefusal('SHOP_SUSPENDED', priced);
  if (problems.length > 0) throw new CommitRefusal(problems.some((p) => p.kind === 'stock_short') ? 'ORDER_STOCK_SHORT' : 'ORDER_NOT_BUYABLE', priced);
  if (priced.staleCouponIds.length > 0) throw new CommitRefusal('CHECKOUT_COUPON_UNAVAILABLE', priced);
  if (priced.view.payAmount !== payAmount) throw new CommitRefusal(priced.pointsShort ? 'CHECKOUT_POINTS_SHORT' : 'ORDER_PRICE_CHANGED', priced);
}

/** The answer a committed number gives, now and on every replay: its orders, in the checkout's shop order. */
async function storedCommit(q: Db | Tx, number: string, orderIds: readonly number[]): Promise<TCommitOrderResponse> {
  const rows = await q
    .select({ id: saleOrder.id, orderNo: saleOrder.orderNo, payAmount: saleOrder.payAmount, payDeadline: saleOrder.payDeadline })
    .from(saleOrder)
    .where(inArray(saleOrder.id, [...orderIds]));
  return commitAnswer(
    number,
    orderIds.map((id) => rows.find((r) => r.id === id)!),
  );
}

function commitAnswer(number: string, orders: { id: number; orderNo: string; payAmount: number; payDeadline: Date }[]): TCommitOrderResponse {
  return {
    checkoutNumber: number,
    orderIds: orders.map((o) => o.id),
    orderNos: orders.map((o) => o.orderNo),
    payAmount: orders.reduce((sum, o) => sum + o.payAmount, 0),
    payDeadline: orders[0]!.payDeadline.toISOString(),
  };
}

/**
 * Takes the checkout's stock under the goods' and SKUs' locks (catalogue's takeStock) and hands what the locks hold
 * (prices, stock, the goods' status and purchase limit) to the facts read just before without locks, so the
 * checkout is priced on exactly what is locked. A SKU short of stock refuses the commit.
 */
async function takeStockFor(tx: Tx, facts: CheckoutFacts, lines: readonly CheckoutLineInput[]): Promise<void> {
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.skuId, (need.get(l.skuId) ?? 0) + l.quantity);
  const taken = await takeStock(tx, need);
  if (taken.length !== need.size) throw new CommitRefusal('ORDER_STOCK_SHORT');
  for (const row of taken) {
    const sku = facts.skus.get(row.id);
    if (sku) Object.assign(sku, { price: row.price, stock: row.stock, enabled: row.enabled, weightGrams: row.weightGrams });
    const goodsFacts = facts.goods.get(row.goodsId);
    if (goodsFacts) Object.assign(goodsFacts, { onSale: row.goodsOnSale, purchaseLimit: row.purchaseLimit });
  }
}

/** Uses the applied coupons (coupon's useCoupons), or refuses when one was used or expired meanwhile. */
async function consumeCoupons(tx: Tx, accountId: number, priced: PricedCheckout): Promise<void> {
  const ids = [
    ...priced.shops.map((s) => s.view.userCouponId).filter((id): id is number => id !== null),
    ...(priced.view.platformUserCouponId === null ? [] : [priced.view.platformUserCouponId]),
  ];
  if (!(await useCoupons(tx, accountId, ids))) throw new CommitRefusal('CHECKOUT_COUPON_UNAVAILABLE');
}

/**
 * Writes the orders of a priced checkout in one statement: one order per shop, its lines as snapshots, its first
 * event (none → paying, by the shopper); marks the number committed with the orders in the checkout's shop order,
 * and the checkout committed. The rows travel as
 * two JSON parameters; one round trip instead of five matters when many shoppers commit at once.
 */
async function writeOrders(tx: Tx, accountId: number, number: string, checkoutId: number, priced: PricedCheckout, payMinutes: number) {
  const orders = priced.shops.map((s, position) => ({
    position,
    order_no: makeOrderNo(),
    shop_id: s.view.shopId,
    quantity: s.view.quantity,
    goods_amount: s.view.goodsAmount,
    shop_coupon_amount: s.view.couponAmount,
    platform_coupon_amount: s.view.platformCouponAmount,
    delivery_fee: s.view.deliveryFee,
    packing_fee: s.view.packingFee ?? 0,
    points_used: s.view.pointsUsed,
    points_amount: s.view.pointsAmount,
    pay_amount: s.view.payAmount,
    user_coupon_id: s.view.userCouponId,
    // Only orders that got a share of the platform coupon hold it (and keep it from going back on a cancel).
    platform_user_coupon_id: s.view.platformCouponAmount > 0 ? priced.view.platformUserCouponId : null,
    remark: s.view.remark,
  }));
  const lines = priced.shops.flatMap((s) =>
    s.lines.map((l) => ({
      shop_id: s.view.shopId,
      cart_id: l.input.cartId,
      goods_id: l.input.goodsId,
      sku_id: l.input.skuId,
      title: l.title,
      spec_name: l.specName,
      image: l.view.image,
      unit_price: l.view.price,
      quantity: l.input.quantity,
      amount: l.view.amount,
      discount_amount: l.discountAmount,
    })),
  );
  const ordersJson = JSON.stringify(orders);
  const linesJson = JSON.stringify(lines);
  const written = await executeNamed<{ id: number; shop_id: number; order_no: string; pay_amount: number; pay_deadline: Date }>(tx, 'commit_write_orders', sql`
    with o as (
      insert into ${saleOrder} (order_no, account_id, shop_id, checkout_number, quantity, goods_amount, shop_coupon_amount,
        platform_coupon_amount, delivery_fee, packing_fee, points_used, points_amount, pay_amount, user_coupon_id, platform_user_coupon_id, address, remark, pay_deadline)
      select v.order_no, ${accountId}::int, v.shop_id, ${number}::text, v.quantity, v.goods_amount, v.shop_coupon_amount,
        v.platform_coupon_amount, v.delivery_fee, v.packing_fee, v.points_used, v.points_amount, v.pay_amount, v.user_coupon_id, v.platform_user_coupon_id,
        ${JSON.stringify(priced.address)}::jsonb, v.remark, now() + ${payMinutes}::int * interval '1 minute'
      from jsonb_to_recordset(${ordersJson}::jsonb) as v(position int, order_no text, shop_id int, quantity int, goods_amount int,
        shop_coupon_amount int, platform_coupon_amount int, delivery_fee int, packing_fee int, points_used int, points_amount int, pay_amount int, user_coupon_id int,
        platform_user_coupon_id int, remark text)
      order by v.position
      returning id, shop_id, order_no, pay_amount, pay_deadline
    ), goods_lines as (
      insert into ${saleOrderGoods} (order_id, goods_id, sku_id, title, spec_name, image, unit_price, quantity, amount, discount_amount)
      select o.id, l.goods_id, l.sku_id, l.title, l.spec_name, l.image, l.unit_price, l.quantity, l.amount, l.discount_amount
      from jsonb_to_recordset(${linesJson}::jsonb) as l(shop_id int, goods_id int, sku_id int, title jsonb, spec_name jsonb, image text,
        unit_price int, quantity int, amount int, discount_amount int)
      join o on o.shop_id = l.shop_id
    ), events as (
      insert into ${saleOrderEvent} (order_id, from_status, to_status, actor, actor_id)
      select o.id, null, 'paying', 'shopper', ${accountId}::int from o
    ), committed as (
      update ${checkoutNumber} set committed_at = now(), order_ids = (
        select array_agg(o.id order by v.position) from o join jsonb_to_recordset(${ordersJson}::jsonb) as v(position int, shop_id int) on v.shop_id = o.shop_id)
      where number = ${number}::text
    ), checkout_done as (
      update ${checkout} set committed_at = now() where id = ${checkoutId}::int
    )
    select id, shop_id, order_no, pay_amount, pay_deadline from o`);
  const placed = priced.shops.map((s) => {
    const o = written.find((r) => r.shop_id === s.view.shopId)!;
    return { id: o.id, shopId: o.shop_id, orderNo: o.order_no, payAmount: o.pay_amount, payDeadline: new Date(o.pay_deadline) };
  });
  const event = (o: (typeof placed)[number]): { type: string; subject: number; payload: OrderEventPayload } => ({
    type: ORDER_EVENTS.placed,
    subject: o.id,
    payload: { orderId: o.id, accountId, shopId: o.shopId, checkoutNumber: number, payAmount: o.payAmount, from: null, to: 'paying', actor: 'shopper', actorId: accountId, note: '' },
  });
  await publishEvent(tx, ...placed.map(event));
  return placed;
}

async function commitInTransaction(tx: Tx, accountId: number, input: TCommitOrderRequest, lang: Lang, payMinutes: number): Promise<TCommitOrderResponse> {
  // The number row and its checkout row, locked in that order by one statement (see the file comment).
  const [found] = await tx
    .select({
      number: checkoutNumber,
      row: checkout,
      expired: sql<boolean>`${checkout.expiresAt} <= now()`,
      // Read from the locked checkout row: a commit that waited for it sees what the one before it wrote there.
      committed: sql<boolean>`${checkout.committedAt} is not null`,
    })
    .from(checkoutNumber)
    .innerJoin(checkout, eq(checkout.id, checkoutNumber.checkoutId))
    .where(eq(checkoutNumber.number, sql.placeholder('number')))
    .for('no key update')
    .prepare('commit_lock_number')
    .execute({ number: input.checkoutNumber });
  const number = found?.number;
  if (!found || !number || number.accountId !== accountId || number.checkoutId !== input.checkoutId) throw notFound();
  if (number.committedAt && number.orderIds) return storedCommit(tx, number.number, number.orderIds);
  if (found.committed) throw new AppError('CHECKOUT_COMMITTED');
  if (found.expired) throw new AppError('CHECKOUT_EXPIRED');
  const usesPoints = found.row.couponChoices.points !== undefined && found.row.couponChoices.points !== false && found.row.couponChoices.points !== 0;
  const facts = await loadCheckoutFacts(tx, { accountId, lines: found.row.lines, addressId: found.row.addressId, lang, withPoints: usesPoints }, false);
  // Checked once before the SKU locks, so that buyers who cannot succeed (the stock is gone) are refused without
  // queueing behind the others for the row; then again under the locks, which is what counts.
  assertCommittable(priceCheckout(checkoutInputs(found.row), facts, lang), input.payAmount);
  await takeStockFor(tx, facts, found.row.lines);
  const priced = priceCheckout(checkoutInputs(found.row), facts, lang);
  assertCommittable(priced, input.payAmount);
  await consumeCoupons(tx, accountId, priced);
  // The points as priced (the balance read above); two commits racing for the same points: the ledger's conditional
  // update lets one through and the other is refused here, nothing of it written.
  if (!(await spendPointsForCommit(tx, accountId, number.number, priced.view.points.used))) throw new CommitRefusal('CHECKOUT_POINTS_SHORT');
  const orders = await writeOrders(tx, accountId, number.number, number.checkoutId, priced, payMinutes);
  await runCommitSteps(tx, { accountId, lines: found.row.lines, orders });
  await removeBoughtLines(tx, accountId, found.row.lines);
  return commitAnswer(number.number, orders);
}

/**
 * The refusal's answer: the checkout priced now. Coupon choices that no longer apply are dropped first (under the
 * checkout's lock), so the next commit of what the shopper now sees goes through.
 */
async function refusal(db: Db, accountId: number, checkoutId: number, codeName: CodeName, lang: Lang): Promise<AppError> {
  const view = await db.transaction(async (tx) => {
    const found = await readOwnCheckout(tx, accountId, checkoutId, true);
    const priced = await priceStoredCheckout(tx, found.row, lang, false);
    if (priced.staleCouponIds.length > 0) {
      await tx
        .update(checkout)
        .set({ couponChoices: withoutStaleCoupons(found.row.couponChoices, priced.staleCouponIds) })
        .where(eq(checkout.id, checkoutId));
    }
    return priced.view;
  });
  return new AppError(codeName, { data: view });
}

/** The constraint a unique violation broke, if the error is one. */
function uniqueViolation(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: string; constraint?: string } }).cause ?? (err as { code?: string; constraint?: string });
  return cause?.code === '23505' ? cause.constraint : undefined;
}

/** A unique violation of the order number: a random repeat, so the commit is tried again with new numbers. */
const isOrderNoRepeat = (err: unknown) => uniqueViolation(err) === 'sale_order_no_key';

/**
 * Commits a checkout under a one-time number: see the file comment. The same number answers the same orders
 * however often and however concurrently it is sent. Orders left unpaid are cancelled by the overdue sweep at their
 * deadline (order-jobs.ts).
 */
export async function commitOrder(deps: Pick<Deps, 'db' | 'config'>, accountId: number, input: TCommitOrderRequest, lang: Lang): Promise<TCommitOrderResponse> {
  const { db } = deps;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => commitInTransaction(tx, accountId, input, lang, deps.config.orderPayMinutes));
    } catch (err) {
      if (err instanceof CommitRefusal) {
        // Refused on pricing: that checkout is the answer. Refused by a conditional update (a race the locks did
        // not see coming), or with coupon choices to drop: price again after the rollback.
        if (err.priced && err.priced.staleCouponIds.length === 0) throw new AppError(err.codeName, { data: err.priced.view });
        throw await refusal(db, accountId, input.checkoutId, err.codeName, lang);
      }
      if (attempt < 3 && isOrderNoRepeat(err)) continue;
      // The unique index behind the checkout's lock: never reached while every commit takes that lock.
      if (uniqueViolation(err) === 'checkout_number_committed_key') throw new AppError('CHECKOUT_COMMITTED');
      throw err;
    }
  }
}
