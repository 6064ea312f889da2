import { describe, expect, it } from 'vitest';
import { estimateKeywordMatches, estimateMatches, estimateShare, perDbCache, queryTerms, salesThreshold, type LexemeStats } from './search-stats.ts';
import { searchQuery } from './search-tokens.ts';

const stats: LexemeStats = {
  frequency: new Map([
    ['ー', 0.9],
    ['茶', 0.05],
    ['tea', 0.03],
    ['teapot', 0.01],
    ['green', 0.04],
  ]),
  floor: 0.01,
  goods: 100_000,
  // 0th … 100th percentile of the goods outside the common values, which cover 80% of the goods here.
  salesBounds: Array.from({ length: 101 }, (_, i) => i * 100),
  salesCovered: 0.8,
};

describe('queryTerms', () => {
  it('reads back the terms of the literals searchQuery makes', () => {
    expect(queryTerms(searchQuery('green tea 茶')!)).toEqual([
      { lexeme: 'green', prefix: false },
      { lexeme: 'tea', prefix: false },
      { lexeme: '茶', prefix: false },
    ]);
    expect(queryTerms(searchQuery('茶 green tea')!)).toEqual([
      { lexeme: '茶', prefix: false },
      { lexeme: 'green', prefix: false },
      { lexeme: 'tea', prefix: true },
    ]);
  });
});

describe('estimateShare and estimateMatches', () => {
  it('uses the frequency of an exact lexeme, and the floor for one the statistics do not list', () => {
    expect(estimateShare(stats, "'茶'")).toBe(0.05);
    expect(estimateShare(stats, "'龍'")).toBe(0.01);
  });

  it('adds up the lexemes a prefix covers, and takes the rarest term of an AND', () => {
    expect(estimateShare(stats, "'tea':*")).toBeCloseTo(0.05);
    expect(estimateShare(stats, "'green':* & 'tea':*")).toBeCloseTo(0.05);
    expect(estimateShare(stats, "'ー' & '茶'")).toBe(0.05);
    expect(estimateMatches(stats, "'ー'")).toBeCloseTo(90_000);
  });

  it('knows nothing without statistics', () => {
    const empty: LexemeStats = { frequency: new Map(), floor: 0, goods: 0, salesBounds: [], salesCovered: 0 };
    expect(estimateShare(empty, "'tea':*")).toBeNull();
    expect(estimateMatches(empty, "'tea':*")).toBeNull();
    expect(salesThreshold(empty, 0.1)).toBeNull();
  });
});

describe('estimateKeywordMatches', () => {
  it('bounds a word by its rarest term and multiplies separate words', () => {
    expect(estimateKeywordMatches(stats, '茶')).toBeCloseTo(5000);
    // Only the last word is a prefix: "green" alone, "tea" with "teapot" and the floor (for the rest it starts).
    expect(estimateKeywordMatches(stats, 'green tea')).toBeCloseTo(0.04 * 0.05 * 100_000);
    expect(estimateKeywordMatches(stats, 'tea green')).toBeCloseTo(0.03 * 0.05 * 100_000);
    expect(estimateKeywordMatches(stats, 'ー茶')).toBeCloseTo(estimateMatches(stats, searchQuery('ー茶')!)!);
  });
});

describe('salesThreshold', () => {
  it('answers a sales count that at least the share of goods reach', () => {
    // The top 8% of all goods are the top 10% of the covered ones: the 90th percentile.
    expect(salesThreshold(stats, 0.08)).toBe(9000);
    expect(salesThreshold(stats, 0.001)).toBe(9900);
    // Beyond what the histogram covers it cannot say.
    expect(salesThreshold(stats, 0.9)).toBeNull();
  });
});

describe('perDbCache', () => {
  it('loads once, serves the kept answer while a stale one reloads, and forgets failures', async () => {
    const db = {} as never;
    let calls = 0;
    let fail = false;
    const cached = perDbCache(20, async (_db, key: string) => {
      calls++;
      if (fail) throw new Error('down');
      return `${key}${calls}`;
    });
    expect(await cached(db, 'a')).toBe('a1');
    expect(await cached(db, 'a')).toBe('a1');
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    // Stale: the old answer now, the new one next time.
    expect(await cached(db, 'a')).toBe('a1');
    await new Promise((r) => setTimeout(r, 5));
    expect(await cached(db, 'a')).toBe('a2');
    fail = true;
    await expect(cached(db, 'b')).rejects.toThrow('down');
    fail = false;
    expect(await cached(db, 'b')).toBe('b4');
  });
});
