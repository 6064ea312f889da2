import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { searchQuery, withoutPrefixes } from './search-tokens.ts';

/**
 * What PostgreSQL's statistics know about the goods' search vectors: the frequency of the (about 1,000)
 * commonest lexemes, from `pg_stats.most_common_elems`, and the number of goods. The search uses them to
 * choose a plan PostgreSQL cannot choose well by itself (see estimateMatches), and the spelling suggestions
 * use the lexemes as the catalogue's own vocabulary. Read once per instance and kept for a few minutes;
 * ANALYZE (autovacuum) refreshes the statistics themselves.
 */
export interface LexemeStats {
  /** Fraction of goods holding each common lexeme. */
  frequency: ReadonlyMap<string, number>;
  /** The lowest frequency in the list: any lexeme missing from it is at most this common. */
  floor: number;
  /** Goods in the table (PostgreSQL's estimate); 0 while the table was never analysed. */
  goods: number;
  /** Sales counts at the percentiles of the goods outside `salesCommon` (ascending), and the share they cover. */
  salesBounds: number[];
  salesCovered: number;
}

/**
 * A loader whose answers are kept per database and key: things the search reads often and that may lag a few
 * minutes (statistics, trending terms, vocabulary). After `ttlMs` the kept answer is still served while a
 * fresh one loads, so no shopper waits for the reload; a failed load is not kept.
 */
export function perDbCache<K, V>(ttlMs: number, loader: (db: Db, key: K) => Promise<V>): (db: Db, key: K) => Promise<V> {
  const cache = new WeakMap<Db, Map<K, { at: number; value: Promise<V>; refreshing: boolean }>>();
  const load = (db: Db, key: K, byKey: Map<K, { at: number; value: Promise<V>; refreshing: boolean }>) => {
    const value = loader(db, key);
    value.then(
      () => byKey.set(key, { at: Date.now(), value, refreshing: false }),
      () => {
        const entry = byKey.get(key);
        if (entry?.value === value) byKey.delete(key);
        else if (entry) entry.refreshing = false;
      },
    );
    return value;
  };
  return (db, key) => {
    let byKey = cache.get(db);
    if (!byKey) cache.set(db, (byKey = new Map()));
    const hit = byKey.get(key);
    if (!hit) {
      const value = load(db, key, byKey);
      byKey.set(key, { at: Date.now(), value, refreshing: true });
      return value;
    }
    if (!hit.refreshing && Date.now() - hit.at > ttlMs) {
      hit.refreshing = true;
      void load(db, key, byKey).catch(() => {});
    }
    return hit.value;
  };
}

const TTL_MS = 10 * 60_000;

async function load(db: Db): Promise<LexemeStats> {
  const [stats, sales, size] = await Promise.all([
    db.execute<{ elems: string[] | null; freqs: number[] | null }>(sql`
      select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
      from pg_stats where schemaname = current_schema() and tablename = 'goods' and attname = 'search_vector'`),
    db.execute<{ bounds: number[] | null; common: number | null }>(sql`
      select histogram_bounds::text::int[] as bounds, (select sum(f) from unnest(most_common_freqs) as f)::float8 as common
      from pg_stats where schemaname = current_schema() and tablename = 'goods' and attname = 'sales_count'`),
    db.execute<{ n: number }>(sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'goods'::regclass`),
  ]);
  const row = stats.rows[0];
  const elems = row?.elems ?? [];
  const freqs = row?.freqs ?? [];
  const frequency = new Map<string, number>();
  elems.forEach((e, i) => frequency.set(e, freqs[i] ?? 0));
  // After the per-lexeme frequencies PostgreSQL stores their minimum and maximum.
  const floor = elems.length > 0 ? (freqs[elems.length] ?? 0) : 0;
  const bounds = sales.rows[0]?.bounds ?? [];
  return {
    frequency,
    floor,
    goods: Number(size.rows[0]?.n ?? 0),
    salesBounds: bounds,
    salesCovered: bounds.length > 1 ? 1 - Number(sales.rows[0]?.common ?? 0) : 0,
  };
}

const cachedStats = perDbCache(TTL_MS, (db: Db) => load(db));

/** The statistics, from this instance's cache when fresh. */
export function lexemeStats(db: Db): Promise<LexemeStats> {
  return cachedStats(db, undefined);
}

/** One term of a query literal made by search-tokens.ts: a lexeme, matched exactly or as a prefix. */
export interface QueryTerm {
  lexeme: string;
  prefix: boolean;
}

/** The terms of a `tsquery` literal made by searchQuery (`'a':* & 'b'`). */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const m of query.matchAll(/'((?:[^'\\]|''|\\.)*)'(:\*)?/g)) {
    terms.push({ lexeme: m[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'), prefix: m[2] !== undefined });
  }
  return terms;
}

/**
 * An upper bound of the share of goods a query matches: each term's frequency (a prefix adds up the common
 * lexemes it covers), the smallest of them for the AND of the terms. Lexemes outside the statistics count
 * as the rarest listed one. Null without statistics.
 */
export function estimateShare(stats: LexemeStats, query: string): number | null {
  if (stats.frequency.size === 0) return null;
  let share = 1;
  for (const term of queryTerms(query)) {
    let f = stats.frequency.get(term.lexeme) ?? stats.floor;
    if (term.prefix) {
      f = stats.floor;
      for (const [lexeme, freq] of stats.frequency) if (lexeme.startsWith(term.lexeme)) f += freq;
    }
    share = Math.min(share, f);
  }
  return Math.min(share, 1);
}

/** An upper bound of how many goods a query matches, or null without statistics. */
export function estimateMatches(stats: LexemeStats, query: string): number | null {
  const share = estimateShare(stats, query);
  return share === null || stats.goods === 0 ? null : share * stats.goods;
}

/**
 * A sales count that about `share` of the goods reach or pass (from the histogram of sales counts), or null
 * when the statistics cannot say. The best sellers are the goods with high counts, which the histogram
 * covers; the most common values it leaves out are the small counts of goods that hardly sell.
 */
export function salesThreshold(stats: LexemeStats, share: number): number | null {
  const bounds = stats.salesBounds;
  if (bounds.length < 2 || stats.salesCovered <= 0 || share >= stats.salesCovered) return null;
  // Bounds are the 0th … 100th percentile of the covered goods; round down, so at least `share` pass it.
  const index = Math.floor((bounds.length - 1) * (1 - share / stats.salesCovered));
  return bounds[Math.max(0, index)] ?? null;
}

/**
 * An estimate of how many goods a keyword matches: within a word (whose CJK pairs go together) the rarest
 * term bounds it; separate words are taken as independent, so "green tea" is rarer than "green" or "tea"
 * alone. Null without statistics.
 */
export function estimateKeywordMatches(stats: LexemeStats, keyword: string): number | null {
  if (stats.frequency.size === 0 || stats.goods === 0) return null;
  let share = 1;
  const words = keyword.trim().split(/\s+/);
  for (const [i, word] of words.entries()) {
    const q = searchQuery(word);
    // As within the whole query, only the last word is a prefix.
    if (q !== null) share *= estimateShare(stats, i < words.length - 1 ? withoutPrefixes(q) : q) ?? 1;
  }
  return share * stats.goods;
}
