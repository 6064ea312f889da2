/**
 * Shares `total` out in proportion to `weights`, in whole units that add up to exactly `total` (largest
 * remainder: everybody gets the rounded-down share, and the units left go to the largest fractions, the earlier
 * one on a tie). No share exceeds its weight when `total` does not exceed the weights' sum, so a discount split
 * by amounts never takes more off a shop or a line than it costs. Computed in BigInt: amount × amount passes 2^53.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be a whole number of at least 0, not ${total}`);
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`weights must be whole numbers of at least 0, not ${w}`);
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total === 0) return weights.map(() => 0);
  if (total > sum) throw new RangeError(`cannot share ${total} over weights summing to ${sum}`);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (bigTotal * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, r: (bigTotal * BigInt(w)) % bigSum }));
  let left = total - shares.reduce((a, s) => a + Number(s), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i] = shares[i]! + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
