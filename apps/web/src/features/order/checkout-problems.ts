import type { CheckoutProblemKind, TCheckout, TCheckoutProblem } from '@mall/contract/order/checkout-fields';

/**
 * Where each problem shows: next to what it concerns. A problem naming a SKU goes under that line, one naming only a
 * shop under the shop, the rest (no address) at the top. A problem naming a line or shop the checkout no longer
 * shows climbs to the next level up, so none is ever hidden.
 */
export interface PlacedProblems {
  top: TCheckoutProblem[];
  byShop: Map<number, TCheckoutProblem[]>;
  byLine: Map<string, TCheckoutProblem[]>;
}

export const lineKey = (shopId: number, skuId: number) => `${shopId}:${skuId}`;

function push<K>(map: Map<K, TCheckoutProblem[]>, key: K, problem: TCheckoutProblem): void {
  const list = map.get(key);
  if (list) list.push(problem);
  else map.set(key, [problem]);
}

export function placeProblems(checkout: Pick<TCheckout, 'shops' | 'problems'>): PlacedProblems {
  const placed: PlacedProblems = { top: [], byShop: new Map(), byLine: new Map() };
  const lines = new Set<string>();
  const shops = new Set<number>();
  for (const shop of checkout.shops) {
    shops.add(shop.shopId);
    for (const line of shop.lines) lines.add(lineKey(shop.shopId, line.skuId));
  }
  for (const problem of checkout.problems) {
    // A line-level problem may come without its shop; find the shop that holds the SKU.
    const shopId = problem.shopId ?? (problem.skuId === null ? null : (checkout.shops.find((s) => s.lines.some((l) => l.skuId === problem.skuId))?.shopId ?? null));
    if (shopId !== null && problem.skuId !== null && lines.has(lineKey(shopId, problem.skuId))) push(placed.byLine, lineKey(shopId, problem.skuId), problem);
    else if (shopId !== null && shops.has(shopId)) push(placed.byShop, shopId, problem);
    else placed.top.push(problem);
  }
  return placed;
}

/**
 * What a problem says, as a text key of the `order` namespace and its values. `limit` means the stock left, the
 * purchase limit or the smallest order amount (minor units: `amount` is formatted by the caller).
 */
export interface ProblemText {
  key: `problems.${CheckoutProblemKind}` | 'problems.stock_out' | 'problems.over_limit';
  count?: number;
  amount?: number;
}

export function problemText(problem: TCheckoutProblem): ProblemText {
  switch (problem.kind) {
    case 'stock_short':
      return problem.limit !== null && problem.limit > 0 ? { key: 'problems.stock_short', count: problem.limit } : { key: 'problems.stock_out' };
    case 'purchase_limit':
      return problem.limit !== null && problem.limit > 0 ? { key: 'problems.purchase_limit', count: problem.limit } : { key: 'problems.over_limit' };
    case 'below_min_order':
      return { key: 'problems.below_min_order', amount: problem.limit ?? 0 };
    default:
      return { key: `problems.${problem.kind}` };
  }
}

/** True when the checkout can be committed as it is. */
export function isCommittable(checkout: Pick<TCheckout, 'problems' | 'shops'>): boolean {
  return checkout.problems.length === 0 && checkout.shops.length > 0;
}
