import { and, eq, inArray, sql } from 'drizzle-orm';
import { prescriptionGoodsAmong } from '../../read-models/health.ts';
import { CART_MAX_LINES, type TCartLine } from '@mall/contract/cart/cart-fields';
import type { ReorderSkipReason, TReorderAddedLine, TReorderCartGoodsResponse, TReorderSkippedLine } from '@mall/contract/cart/reorder-cart-goods';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readBoughtLines } from '../../read-models/bought-lines.ts';
import { readSkuStates, type SkuState } from '../../read-models/cart-lines.ts';
import { lineCount, lineMax, lockCart } from './cart.service.ts';
import { cartLine } from './cart.tables.ts';
import { recordAnswer, replayedAnswer } from './cart-request-keys.ts';

/** The lines of one of the caller's orders (one per SKU, quantities of a repeated SKU summed); 1004 for anyone else's. */
async function orderLines(tx: Tx, accountId: number, orderId: number, lang: Lang) {
  // An order the shopper deleted is gone from their lists, so it cannot be reordered either.
  const rows = await readBoughtLines(tx, accountId, orderId);
  if (!rows) throw notFound();
  const bySku = new Map<string, Omit<TReorderAddedLine, 'cartId' | 'added' | 'quantity' | 'capped'>>();
  for (const row of rows) {
    // A deleted SKU (null) keeps its own entry per order line: there is nothing to merge it with.
    const key = row.skuId === null ? `gone:${row.id}` : String(row.skuId);
    const seen = bySku.get(key);
    if (seen) seen.ordered += row.quantity;
    else
      bySku.set(key, {
        goodsId: row.goodsId,
        skuId: row.skuId,
        title: textIn(row.title, lang),
        image: row.image,
        specName: textIn(row.specName, lang),
        ordered: row.quantity,
      });
  }
  return [...bySku.values()];
}

/** The SKUs' state now and the caller's cart lines of them, two queries for the whole order. */
async function skusAndCartLines(tx: Tx, accountId: number, skuIds: number[]): Promise<{ skus: Map<number, SkuState>; inCart: Map<number, number> }> {
  if (skuIds.length === 0) return { skus: new Map(), inCart: new Map() };
  const [skus, cartRows] = await Promise.all([
    readSkuStates(tx, skuIds),
    tx
      .select({ skuId: cartLine.skuId, quantity: cartLine.quantity })
      .from(cartLine)
      .where(and(eq(cartLine.accountId, accountId), inArray(cartLine.skuId, skuIds))),
  ]);
  return { skus, inCart: new Map(cartRows.map((c) => [c.skuId!, c.quantity])) };
}

/** Why a SKU cannot be bought now (the cart page's reasons), or null when it can. */
function unbuyable(sku: SkuState | undefined): NonNullable<TCartLine['reason']> | null {
  if (!sku) return 'sku_gone';
  if (sku.goodsStatus !== 'on_sale' || sku.shopStatus === 'disabled') return 'off_shelf';
  if (!sku.enabled) return 'sku_disabled';
  if (sku.stock <= 0) return 'out_of_stock';
  return null;
}

/**
 * Puts the goods of one of the caller's orders back in their cart ("buy again"). Each SKU that can still be bought
 * is added as `cart/goods/add` would (merged into the line of the same SKU, picked), with its quantity cut to what
 * the line may hold (stock, purchase limit, 999); new lines stop at the 100-line limit. The rest is answered with
 * the reason. Runs under the cart's lock, so it is exact against the shopper's parallel adds.
 */
export async function reorderCartGoods(
  db: Db,
  accountId: number,
  input: { orderId: number; requestKey?: string | undefined },
  lang: Lang,
): Promise<TReorderCartGoodsResponse> {
  const { orderId, requestKey } = input;
  const fingerprint = `reorder:${orderId}`;
  return db.transaction(async (tx) => {
    await lockCart(tx, accountId);
    if (requestKey) {
      const replay = await replayedAnswer<TReorderCartGoodsResponse>(tx, accountId, requestKey, fingerprint);
      if (replay) return replay;
    }
    const lines = await orderLines(tx, accountId, orderId, lang);
    const skuIds = lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId]));
    const { skus, inCart } = await skusAndCartLines(tx, accountId, skuIds);
    let count = await lineCount(tx, accountId);
    const prescriptionOnly = new Set(await prescriptionGoodsAmong(tx, lines.map((l) => l.goodsId)));

    const skipped: TReorderSkippedLine[] = [];
    const toAdd: { line: (typeof lines)[number]; skuId: number; goodsId: number; added: number; max: number }[] = [];
    const skip = (line: (typeof lines)[number], reason: ReorderSkipReason) => skipped.push({ ...line, reason });
    for (const line of lines) {
      const sku = line.skuId === null ? undefined : skus.get(line.skuId);
      const reason = prescriptionOnly.has(line.goodsId) ? 'prescription' : unbuyable(sku);
      if (reason || !sku) {
        skip(line, reason ?? 'sku_gone');
        continue;
      }
      const held = inCart.get(sku.id);
      const room = lineMax(sku) - (held ?? 0);
      if (room <= 0) {
        skip(line, 'line_full');
        continue;
      }
      if (held === undefined) {
        if (count >= CART_MAX_LINES) {
          skip(line, 'cart_full');
          continue;
        }
        count += 1;
      }
      toAdd.push({ line, skuId: sku.id, goodsId: sku.goodsId, added: Math.min(line.ordered, room), max: lineMax(sku) });
    }

    const added: TReorderAddedLine[] = [];
    if (toAdd.length > 0) {
      // One statement for every line, each bounded like an add by what its line may hold (read above, under the cart lock).
      const values = sql.join(
        toAdd.map((a) => sql`(${accountId}::int, ${a.goodsId}::int, ${a.skuId}::int, ${a.added}::int, ${a.max}::int)`),
        sql`, `,
      );
      const result = await tx.execute<{ id: number; sku_id: number; quantity: number }>(
        sql`with v(account_id, goods_id, sku_id, quantity, max) as (values ${values})
            insert into ${cartLine} (account_id, goods_id, sku_id, quantity)
            select account_id, goods_id, sku_id, quantity from v
            on conflict (account_id, sku_id) do update
              set quantity = ${cartLine.quantity} + excluded.quantity, picked = true, updated_at = now()
              where ${cartLine.quantity} + excluded.quantity <= (select v.max from v where v.sku_id = excluded.sku_id)
            returning id, sku_id, quantity`,
      );
      const bySku = new Map(result.rows.map((r) => [r.sku_id, r]));
      for (const a of toAdd) {
        const row = bySku.get(a.skuId);
        if (!row) skip(a.line, 'line_full');
        else added.push({ ...a.line, cartId: row.id, added: a.added, quantity: row.quantity, capped: a.added < a.line.ordered });
      }
    }
    const answer = { added, skipped, count: await lineCount(tx, accountId) };
    if (requestKey) await recordAnswer(tx, accountId, requestKey, fingerprint, answer);
    return answer;
  });
}
