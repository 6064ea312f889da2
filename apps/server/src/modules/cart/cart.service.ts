import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TAddCartGoodsResponse } from '@mall/contract/cart/add-cart-goods';
import type { TBatchRemoveCartGoodsResponse } from '@mall/contract/cart/batch-remove-cart-goods';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type TCartLine } from '@mall/contract/cart/cart-fields';
import type { TChangeCartGoodsQtyResponse } from '@mall/contract/cart/change-cart-goods-qty';
import type { TChangeCartGoodsSkuResponse } from '@mall/contract/cart/change-cart-goods-sku';
import type { TPickCartGoodsResponse } from '@mall/contract/cart/pick-cart-goods';
import type { TCartShopGroup, TQueryCartGoodsResponse } from '@mall/contract/cart/query-cart-goods';
import type { TQueryCartGoodsCountResponse } from '@mall/contract/cart/query-cart-goods-count';
import type { TRemoveCartGoodsResponse } from '@mall/contract/cart/remove-cart-goods';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readCartPage, readShopCartLineIds, readSkuState, readSkuStateForAdd, type SkuState } from '../../read-models/cart-lines.ts';
import { cartLine } from './cart.tables.ts';
import { refusePrescriptionLines } from '../../read-models/health.ts';
import { recordAnswer, replayedAnswer } from './cart-request-keys.ts';

/**
 * Serialises the writes of one shopper's cart (adds, SKU changes), so that the line limit and merges are exact;
 * different shoppers never wait for each other.
 */
export async function lockCart(tx: Tx, accountId: number): Promise<void> {
  // In the same round trip: this transaction does not wait for its WAL to reach the disk (asynchronous commit).
  // A crash can lose the last fraction of a second of cart edits, never corrupt them; that is fine for a cart and
  // keeps the cart's writes from queueing behind disk flushes. Orders and payments keep synchronous commits.
  await tx.execute(sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtext('cart'), ${accountId}::int)`);
}

/** Refuses a SKU that cannot be bought now: goods or shop off the shelf, SKU disabled. */
function assertBuyable(sku: SkuState): void {
  // Only the platform disables a shop (a suspension): say so rather than "unavailable".
  if (sku.shopStatus === 'disabled') throw new AppError('SHOP_SUSPENDED');
  if (!sku.enabled || sku.goodsStatus !== 'on_sale' || sku.shopStatus === 'disabled') {
    throw new AppError('CART_GOODS_UNAVAILABLE');
  }
}

/**
 * Refuses a line quantity over the per-line maximum, the goods' purchase limit or the SKU's stock, answering the
 * bound that stopped it as `data` so that the page can say why its stepper stops.
 */
function assertQuantity(quantity: number, sku: { stock: number; purchaseLimit: number | null }): void {
  if (quantity > CART_MAX_QUANTITY) throw new AppError('CART_QUANTITY_MAX', { data: { max: CART_MAX_QUANTITY } });
  if (sku.purchaseLimit !== null && quantity > sku.purchaseLimit) throw new AppError('CART_PURCHASE_LIMIT', { data: { limit: sku.purchaseLimit } });
  if (quantity > sku.stock) throw new AppError('CART_STOCK_SHORT', { data: { stock: sku.stock } });
}

/** The most one cart line of a SKU may hold: its stock, the goods' purchase limit and 999, whichever is lowest. */
export function lineMax(sku: { stock: number; purchaseLimit: number | null }): number {
  return Math.max(0, Math.min(CART_MAX_QUANTITY, sku.stock, sku.purchaseLimit ?? CART_MAX_QUANTITY));
}

export async function lineCount(tx: Tx | Db, accountId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cartLine).where(eq(cartLine.accountId, accountId));
  return row?.n ?? 0;
}

/** The caller's line by id, locked for the rest of the transaction; another shopper's line is not found. */
async function ownLine(tx: Tx, accountId: number, cartId: number) {
  const [line] = await tx
    .select()
    .from(cartLine)
    .where(and(eq(cartLine.id, cartId), eq(cartLine.accountId, accountId)))
    .for('update');
  if (!line) throw notFound();
  return line;
}

/**
 * Puts a SKU in the caller's cart. Adding a SKU already there raises that line's quantity in one statement
 * (`insert … on conflict do update`), guarded again by the stock and the maximum, so parallel adds sum exactly.
 * Four round trips inside the transaction (lock, read, write, commit): the cart's busiest call. With a request
 * key, two more: the key is looked up under the cart lock and the answer recorded (cart-request-keys.ts).
 */
export async function addCartGoods(
  db: Db,
  accountId: number,
  input: { goodsId: number; skuId: number; quantity: number; requestKey?: string | undefined },
): Promise<TAddCartGoodsResponse> {
  const fingerprint = `add:${input.goodsId}:${input.skuId}:${input.quantity}`;
  return db.transaction(async (tx) => {
    await lockCart(tx, accountId);
    if (input.requestKey) {
      const replay = await replayedAnswer<TAddCartGoodsResponse>(tx, accountId, input.requestKey, fingerprint);
      if (replay) return replay;
    }
    const sku = await readSkuStateForAdd(tx, accountId, input.skuId);
    if (!sku || sku.goodsId !== input.goodsId) throw notFound();
    assertBuyable(sku);
    // Prescription-only goods are sold only through a pharmacy's accepted quote (health; read-models/health.ts).
    await refusePrescriptionLines(tx, [{ goodsId: sku.goodsId }]);
    if (sku.existing === null && sku.lines >= CART_MAX_LINES) throw new AppError('CART_FULL');
    assertQuantity((sku.existing ?? 0) + input.quantity, sku);
    const [row] = await tx
      .insert(cartLine)
      .values({ accountId: sql.placeholder('accountId'), goodsId: sql.placeholder('goodsId'), skuId: sql.placeholder('skuId'), quantity: sql.placeholder('quantity') })
      .onConflictDoUpdate({
        target: [cartLine.accountId, cartLine.skuId],
        set: { quantity: sql`${cartLine.quantity} + excluded.quantity`, picked: true, updatedAt: sql`now()` },
        // The bound read above: adds of one shopper take turns under the cart lock, so lines of one SKU sum exactly.
        setWhere: sql`${cartLine.quantity} + excluded.quantity <= ${sql.placeholder('max')}::int`,
      })
      .returning({ id: cartLine.id, quantity: cartLine.quantity })
      .prepare('cart_add_upsert')
      .execute({ accountId, goodsId: sku.goodsId, skuId: sku.id, quantity: input.quantity, max: lineMax(sku) });
    if (!row) throw new AppError('CART_STOCK_SHORT', { data: { stock: sku.stock } });
    // The cart lock holds other writers of this cart off, so the count read above plus a new line is exact.
    const answer = { cartId: row.id, skuId: sku.id, quantity: row.quantity, count: sku.lines + (sku.existing === null ? 1 : 0) };
    if (input.requestKey) await recordAnswer(tx, accountId, input.requestKey, fingerprint, answer);
    return answer;
  });
}

/** Sets the quantity of one of the caller's lines, within the SKU's stock. */
export async function changeCartGoodsQty(
  db: Db,
  accountId: number,
  input: { cartId: number; quantity: number },
): Promise<TChangeCartGoodsQtyResponse> {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, accountId, input.cartId);
    const sku = line.skuId === null ? undefined : await readSkuState(tx, line.skuId);
    if (!sku) throw new AppError('CART_GOODS_UNAVAILABLE');
    assertBuyable(sku);
    assertQuantity(input.quantity, sku);
    await tx.update(cartLine).set({ quantity: input.quantity, updatedAt: sql`now()` }).where(eq(cartLine.id, line.id));
    return { cartId: line.id, quantity: input.quantity, count: await lineCount(tx, accountId) };
  });
}

/**
 * Moves one of the caller's lines to another SKU of the same goods. If the caller already has a line of that
 * SKU, the two merge into it (quantities added) and this line goes.
 */
export async function changeCartGoodsSku(
  db: Db,
  accountId: number,
  input: { cartId: number; skuId: number; quantity?: number | undefined },
): Promise<TChangeCartGoodsSkuResponse> {
  return db.transaction(async (tx) => {
    await lockCart(tx, accountId);
    const line = await ownLine(tx, accountId, input.cartId);
    const sku = await readSkuState(tx, input.skuId);
    if (!sku || sku.goodsId !== line.goodsId) throw notFound();
    assertBuyable(sku);
    const quantity = input.quantity ?? line.quantity;
    const [other] = await tx
      .select({ id: cartLine.id, quantity: cartLine.quantity })
      .from(cartLine)
      .where(and(eq(cartLine.accountId, accountId), eq(cartLine.skuId, sku.id)));
    if (other && other.id !== line.id) {
      const merged = other.quantity + quantity;
      assertQuantity(merged, sku);
      await tx.delete(cartLine).where(eq(cartLine.id, line.id));
      await tx.update(cartLine).set({ quantity: merged, picked: true, updatedAt: sql`now()` }).where(eq(cartLine.id, other.id));
      return { cartId: other.id, skuId: sku.id, quantity: merged, count: await lineCount(tx, accountId) };
    }
    assertQuantity(quantity, sku);
    await tx.update(cartLine).set({ skuId: sku.id, quantity, updatedAt: sql`now()` }).where(eq(cartLine.id, line.id));
    return { cartId: line.id, skuId: sku.id, quantity, count: await lineCount(tx, accountId) };
  });
}

/** Picks or unpicks one line, a shop's lines, or all the caller's lines; answers how many lines it touched. */
export async function pickCartGoods(
  db: Db,
  accountId: number,
  input: { cartId?: number | undefined; shopId?: number | undefined; picked: boolean },
): Promise<TPickCartGoodsResponse> {
  const mine = eq(cartLine.accountId, accountId);
  const where =
    input.cartId !== undefined
      ? and(mine, eq(cartLine.id, input.cartId))
      : input.shopId !== undefined
        ? and(mine, inArray(cartLine.id, await readShopCartLineIds(db, accountId, input.shopId)))
        : mine;
  const changed = await db.update(cartLine).set({ picked: input.picked }).where(where).returning({ id: cartLine.id });
  if (input.cartId !== undefined && changed.length === 0) throw notFound();
  return { changed: changed.length };
}

/** Deletes one of the caller's lines. */
export async function removeCartGoods(db: Db, accountId: number, cartId: number): Promise<TRemoveCartGoodsResponse> {
  return batchRemoveCartGoods(db, accountId, [cartId]);
}

/** Deletes several of the caller's lines, all or none: an id that is not one of the caller's lines is not found. */
export async function batchRemoveCartGoods(db: Db, accountId: number, cartIds: number[]): Promise<TBatchRemoveCartGoodsResponse> {
  const ids = [...new Set(cartIds)];
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartLine)
      .where(and(eq(cartLine.accountId, accountId), inArray(cartLine.id, ids)))
      .returning({ id: cartLine.id });
    if (removed.length !== ids.length) throw notFound();
    return { removed: removed.length, count: await lineCount(tx, accountId) };
  });
}

/** The tab badge: how many lines the caller's cart holds, and their total quantity. */
export async function queryCartGoodsCount(db: Db, accountId: number): Promise<TQueryCartGoodsCountResponse> {
  const [row] = await db
    .select({ n: count(), quantity: sql<number>`coalesce(sum(${cartLine.quantity}), 0)::int` })
    .from(cartLine)
    .where(eq(cartLine.accountId, accountId));
  return { count: row?.n ?? 0, quantity: row?.quantity ?? 0 };
}

/** Why a line cannot be bought now, or null when it can. */
function unbuyableReason(row: {
  goodsStatus: string;
  shopStatus: string;
  skuId: number | null;
  enabled: boolean | null;
  stock: number | null;
}): TCartLine['reason'] {
  if (row.goodsStatus !== 'on_sale' || row.shopStatus === 'disabled') return 'off_shelf';
  if (row.skuId === null || row.stock === null) return 'sku_gone';
  if (!row.enabled) return 'sku_disabled';
  if (row.stock <= 0) return 'out_of_stock';
  return null;
}

/**
 * The caller's cart: buyable lines grouped by shop (the shop of the latest added line first), the lines that
 * can no longer be bought apart, and the totals of the picked buyable lines at the SKUs' current prices.
 */
export async function queryCartGoods(db: Db, accountId: number, lang: Lang): Promise<TQueryCartGoodsResponse> {
  const rows = await readCartPage(db, accountId);

  const groups = new Map<number, TCartShopGroup>();
  const unbuyable: TCartLine[] = [];
  let pickedLines = 0;
  let pickedQuantity = 0;
  let pickedAmount = 0;
  for (const r of rows) {
    const reason = unbuyableReason(r);
    const line: TCartLine = {
      cartId: r.cartId,
      goodsId: r.goodsId,
      skuId: r.skuId,
      shopId: r.shopId,
      title: textIn(r.title, lang),
      image: r.skuImage || r.goodsImage,
      specName: r.specName ? textIn(r.specName, lang) : '',
      price: r.price ?? r.goodsPrice,
      marketPrice: r.marketPrice ?? r.goodsMarketPrice,
      quantity: r.quantity,
      stock: r.stock ?? 0,
      purchaseLimit: r.purchaseLimit,
      picked: r.picked,
      addedAt: r.createdAt.toISOString(),
      reason,
    };
    if (reason) {
      unbuyable.push(line);
      continue;
    }
    let group = groups.get(r.shopId);
    if (!group) {
      group = { shopId: r.shopId, shopName: textIn(r.shopName, lang), shopLogo: r.shopLogo, lines: [] };
      groups.set(r.shopId, group);
    }
    group.lines.push(line);
    if (line.picked) {
      pickedLines += 1;
      pickedQuantity += line.quantity;
      pickedAmount += line.price * line.quantity;
    }
  }
  return { shops: [...groups.values()], unbuyable, pickedLines, pickedQuantity, pickedAmount, count: rows.length };
}

/**
 * Deletes the shopper's lines that a commit bought, in the commit's transaction: each only while it still holds
 * the SKU that was bought (a line moved to another SKU meanwhile stays).
 */
export async function removeBoughtLines(tx: Tx, accountId: number, bought: readonly { cartId: number | null; skuId: number }[]): Promise<void> {
  const lines = bought.filter((l): l is { cartId: number; skuId: number } => l.cartId !== null);
  if (lines.length === 0) return;
  await tx.execute(sql`delete from ${cartLine} where account_id = ${accountId}::int and (id, sku_id) in (
    select * from unnest(${`{${lines.map((l) => l.cartId).join(',')}}`}::int[], ${`{${lines.map((l) => l.skuId).join(',')}}`}::int[]))`);
}

/** Some of the shopper's lines by id, newest first; undefined when one of them is not theirs. */
export async function ownCartLines(db: Db | Tx, accountId: number, cartIds: readonly number[]) {
  const ids = [...new Set(cartIds)];
  const rows = await db
    .select({ id: cartLine.id, goodsId: cartLine.goodsId, skuId: cartLine.skuId, quantity: cartLine.quantity })
    .from(cartLine)
    .where(and(eq(cartLine.accountId, accountId), inArray(cartLine.id, ids)))
    .orderBy(desc(cartLine.id));
  return rows.length === ids.length ? rows : undefined;
}
