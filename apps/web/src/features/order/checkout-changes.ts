import type { TCheckout } from '@mall/contract/order/checkout-fields';

/**
 * A commit refused because something changed since the shopper looked (a price, the stock, a coupon, a delivery fee)
 * carries the checkout priced afresh as its `data`. This reads it without trusting it blindly: only an answer with
 * the shape the page draws is taken.
 */
export function checkoutOfRefusal(data: unknown, checkoutId: number): TCheckout | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const c = data as Partial<Record<keyof TCheckout, unknown>>;
  if (c.checkoutId !== checkoutId || typeof c.payAmount !== 'number' || !Array.isArray(c.shops) || !Array.isArray(c.problems)) return undefined;
  return data as TCheckout;
}

/** One thing the shopper should know changed between what they saw and the checkout as it is now. */
export type CheckoutDifference =
  | { kind: 'total'; before: number; after: number }
  | { kind: 'price'; title: string; specName: string; before: number; after: number }
  | { kind: 'quantity'; title: string; specName: string; before: number; after: number }
  | { kind: 'lineGone'; title: string; specName: string }
  | { kind: 'deliveryFee'; shopName: string; before: number; after: number }
  | { kind: 'coupons'; before: number; after: number }
  | { kind: 'problems'; count: number };

/** What changed from `before` (what the shopper saw) to `after` (the server's fresh pricing), the total first. */
export function differencesOf(before: TCheckout, after: TCheckout): CheckoutDifference[] {
  const out: CheckoutDifference[] = [];
  if (before.payAmount !== after.payAmount) out.push({ kind: 'total', before: before.payAmount, after: after.payAmount });

  const linesAfter = new Map(after.shops.flatMap((s) => s.lines.map((l) => [l.skuId, l] as const)));
  for (const line of before.shops.flatMap((s) => s.lines)) {
    const now = linesAfter.get(line.skuId);
    const named = { title: line.title, specName: line.specName };
    if (!now) out.push({ kind: 'lineGone', ...named });
    else {
      if (now.price !== line.price) out.push({ kind: 'price', ...named, before: line.price, after: now.price });
      if (now.quantity !== line.quantity) out.push({ kind: 'quantity', ...named, before: line.quantity, after: now.quantity });
    }
  }

  const shopsAfter = new Map(after.shops.map((s) => [s.shopId, s] as const));
  for (const shop of before.shops) {
    const now = shopsAfter.get(shop.shopId);
    if (now && now.deliveryFee !== shop.deliveryFee) out.push({ kind: 'deliveryFee', shopName: shop.shopName, before: shop.deliveryFee, after: now.deliveryFee });
  }

  if (before.couponAmount !== after.couponAmount) out.push({ kind: 'coupons', before: before.couponAmount, after: after.couponAmount });
  if (after.problems.length > 0) out.push({ kind: 'problems', count: after.problems.length });
  return out;
}
