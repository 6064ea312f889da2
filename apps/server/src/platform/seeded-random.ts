/**
 * A small seeded random generator (mulberry32). Every generated thing draws from a stream named after it
 * ("goods:G00042"), so the demo data is the same on every machine and adding a category does not reshuffle
 * the goods of the others.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `weights[i]` is the relative chance of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  chance(p: number): boolean;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

function hash(text: string): number {
  // FNV-1a: spreads similar names ("goods:1", "goods:2") over unrelated seeds.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function randomFor(name: string): Random {
  let state = hash(name);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weights) {
      const total = weights.reduce((a, w) => a + w, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r < 0) return items[i]!;
      }
      return items[items.length - 1]!;
    },
    chance: (p) => next() < p,
    sample(items, count) {
      const chosen = new Set<number>();
      const n = Math.min(count, items.length);
      while (chosen.size < n) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
    },
  };
}
