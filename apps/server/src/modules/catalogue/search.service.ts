import { and, arrayContains, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { TCategoryAttr } from '@mall/contract/catalogue/category-fields';
import type { TGetSearchFiltersResponse } from '@mall/contract/catalogue/get-search-filters';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { SEARCH_DEPTH, type SearchSort } from '@mall/contract/catalogue/search-fields';
import type { TSearchGoodsResponse } from '@mall/contract/catalogue/search-goods';
import type { TSearchShopItem } from '@mall/contract/catalogue/search-goods-shop';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Page } from '@mall/contract/platform/paging';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { readShopSearchPage } from '../../read-models/shop-search.ts';
import { category, categoryAttr, categoryAttrValue, goods } from './catalogue.tables.ts';
import type { CategoryReads, FoundCategory } from './category-reads.ts';
import { goodsCardColumns, toGoodsCard, type GoodsCardRow } from '../../read-models/goods-cards.ts';
import { estimateKeywordMatches, estimateMatches, lexemeStats, perDbCache, queryTerms, salesThreshold } from './search-stats.ts';
import { nearestWord, vocabularyOf } from './search-suggest.ts';
import { foldWord, searchQuery, withoutPrefixes } from './search-tokens.ts';

/**
 * Search over goods and shops, entirely in PostgreSQL (see docs/decisions.md, "Search"). A query is a
 * `tsquery` literal made by search-tokens.ts and passed as a parameter (`$n::tsquery`), so nothing the
 * shopper types is ever read as SQL or as tsquery syntax.
 */

/** Relevance ranks this many of the best-selling matches; later positions follow in best-selling order. */
const RANKED = 100;
/** Filters and shop results are drawn from at most this many matches. */
const SAMPLE = 1000;
/** A keyword estimated to match fewer goods than this has its matches collected and sorted (see planFor). */
const COLLECT_BELOW = 3_000;
/** A term on this share of the goods or more finds its best sellers sooner by walking than through a tier. */
const TIER_BELOW_SHARE = 0.25;
/** A bounded walk of an order's index reads at most this many goods before it gives up and collects. */
const WALK_AT_MOST = 5_000;
/** A price tier is bounded by the prices of this many matches: one more than are counted (see priceTierIds). */
const PRICE_SAMPLE = SEARCH_DEPTH + 1;
/** A first price tier is drawn to hold about this many times the matches needed (see priceTierIds). */
const PRICE_TIER_SPARE = 4;

/** Goods a search may show: on sale, and not takeaway dishes (ordered from a takeaway shop's own page). */
const searchable = and(eq(goods.status, 'on_sale'), eq(goods.shopListed, true), ne(goods.kind, 'takeaway'))!;
const matches = (q: string): SQL => sql`${goods.searchVector} @@ ${q}::tsquery`;

/**
 * A query literal restricted to lexemes of some weights: `'tea':*` → `'tea':*A` matches "tea" in titles only.
 * Every goods of "Qingshan Tea House" holds "tea" (its shop's name, weight D); a shop's preview and the
 * filters look at what the goods are, not where they are sold.
 */
export function weighted(q: string, weights: string): string {
  return q.replace(/'((?:[^'\\]|''|\\.)*)'(:\*)?/g, (_, lexeme: string, prefix?: string) => `'${lexeme}':${prefix ? '*' : ''}${weights}`);
}

/** Where a search finds the category it is narrowed to: the catalogue's kept category reads (category-reads.ts). */
export type SearchCategories = Pick<CategoryReads, 'find'>;

function inCategory(c: FoundCategory): SQL {
  return eq(c.level === 1 ? goods.category1Id : c.level === 2 ? goods.category2Id : goods.categoryId, c.id);
}

export interface SearchSelection {
  keyword: string;
  categoryId?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  brands: string[];
  attrValueIds: number[];
}

/** A selection ready for SQL: the query literal (null for an empty keyword) and the conditions. */
interface Scope {
  q: string | null;
  /** Everything but the keyword: on sale, the category, price, brands and attributes. */
  base: SQL;
  where: SQL;
}

function scopeOf(db: Db, s: SearchSelection, c: FoundCategory | undefined): Scope | null {
  const q = searchQuery(s.keyword);
  // Nothing to search for: the result is empty rather than the whole catalogue.
  if (q === null && !c) return null;
  const where: SQL[] = [searchable];
  if (c) where.push(inCategory(c));
  // Bounds in either order mean the same range.
  const [lo, hi] =
    s.priceMin !== undefined && s.priceMax !== undefined && s.priceMin > s.priceMax ? [s.priceMax, s.priceMin] : [s.priceMin, s.priceMax];
  if (lo !== undefined) where.push(gte(goods.priceMin, lo));
  if (hi !== undefined) where.push(lte(goods.priceMin, hi));
  if (s.brands.length > 0) {
    const brandValues = db
      .select({ id: categoryAttrValue.id })
      .from(categoryAttrValue)
      .innerJoin(categoryAttr, eq(categoryAttr.id, categoryAttrValue.attrId))
      .where(and(eq(categoryAttr.kind, 'brand'), inArray(categoryAttrValue.code, [...new Set(s.brands)])));
    where.push(sql`${goods.attrValueIds} && array(${brandValues})`);
  }
  if (s.attrValueIds.length > 0) where.push(arrayContains(goods.attrValueIds, [...new Set(s.attrValueIds)]));
  const base = and(...where)!;
  return { q, base, where: q === null ? base : and(base, matches(q))! };
}

export type Ordered = Exclude<SearchSort, 'relevance'>;

/** The orders as their indexes walk them (the planner may follow the index and stop at the page's end). */
const WALK: Record<Ordered, SQL[]> = {
  sales: [desc(goods.salesCount), desc(goods.id)],
  priceAsc: [asc(goods.priceMin), asc(goods.id)],
  priceDesc: [desc(goods.priceMin), desc(goods.id)],
  newest: [desc(goods.createdAt), desc(goods.id)],
};
/**
 * The same orders as expressions no index answers: the planner then collects the matches through the search
 * index (and any filter's index) and sorts them.
 */
const COLLECT: Record<Ordered, SQL[]> = {
  sales: [sql`${goods.salesCount} + 0 desc`, sql`${goods.id} + 0 desc`],
  priceAsc: [sql`${goods.priceMin} + 0 asc`, sql`${goods.id} + 0 asc`],
  priceDesc: [sql`${goods.priceMin} + 0 desc`, sql`${goods.id} + 0 desc`],
  newest: [sql`${goods.createdAt} + interval '0 s' desc`, sql`${goods.id} + 0 desc`],
};

/** Ids at some positions of an order, and the number of matches when the query could count them for free. */
interface Positions {
  ids: number[];
  counted: number | null;
}

/** Ids at positions [offset, offset + limit) of an order, walking the order's index (the planner's choice). */
async function walkIds(db: Db, where: SQL, order: Ordered, offset: number, limit: number): Promise<Positions> {
  const rows = await db.select({ id: goods.id }).from(goods).where(where).orderBy(...WALK[order]).limit(limit).offset(offset);
  return { ids: rows.map((r) => r.id), counted: null };
}

/**
 * Ids at positions [offset, offset + limit) of an order, from all matches collected and sorted; the matches are
 * counted on the way (a window over them), so no count query is needed.
 */
async function collectIds(db: Db, where: SQL, order: Ordered, offset: number, limit: number): Promise<Positions> {
  const rows = await db
    .select({ id: goods.id, n: sql<number>`count(*) over ()::int` })
    .from(goods)
    .where(where)
    .orderBy(...COLLECT[order])
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((r) => r.id), counted: rows[0]?.n ?? (offset === 0 ? 0 : null) };
}

/** The columns the orders read, by name, for the bounded walk's hand-written outer query. */
const ORDER_SQL: Record<Ordered, string> = {
  sales: 'sales_count desc, id desc',
  priceAsc: 'price_min asc, id asc',
  priceDesc: 'price_min desc, id desc',
  newest: 'created_at desc, id desc',
};

/**
 * The first `need` matches of an order, walking at most `rows` goods of the order's index and checking each
 * one's vector; null when fewer matches are among them. The walk is bounded because PostgreSQL, left to walk
 * by itself, does so whenever it thinks the matches common, and for a term whose goods sit at the far end of
 * the order (or that it overestimates) reads most of the catalogue.
 */
async function walkIdsWithin(db: Db, scope: Scope & { q: string }, order: Ordered, need: number, rows: number): Promise<number[] | null> {
  const walked = db
    .select({ id: goods.id, salesCount: goods.salesCount, priceMin: goods.priceMin, createdAt: goods.createdAt, searchVector: goods.searchVector })
    .from(goods)
    .where(scope.base)
    .orderBy(...WALK[order])
    .limit(rows);
  const { rows: found } = await db.execute<{ id: number }>(sql`
    select id from (${walked}) as w where w.search_vector @@ ${scope.q}::tsquery
    order by ${sql.raw(ORDER_SQL[order])} limit ${need}`);
  return found.length >= need ? found.map((r) => r.id) : null;
}

/**
 * How to find the first `need` matches of an order, by the keyword's frequency in the statistics. PostgreSQL's
 * own plans are slow in the middle: for a term on a few percent of the goods, walking an order's index checks
 * thousands of rows before the 100th match, and collecting every match reads thousands of wide rows.
 *  - rare (fewer than COLLECT_BELOW matches estimated): collect every match through the search index and sort;
 *  - one term on less than a quarter of the goods, in best-selling order: search only the best sellers first, the
 *    goods selling at least a threshold chosen so that about three times `need` matches should be among them.
 *    PostgreSQL ANDs the search index and the sales index as bitmaps and reads only the rows in both. Every goods
 *    left out sells less than every goods in, so when the tier holds `need` matches they are the first `need`.
 *    Several terms take the tier too when a walk would likely miss;
 *  - on less than a quarter of the goods, in price order: a *price tier* bounded by the matches' own prices (see
 *    priceTierIds). A term's goods cluster in price (tea is cheap, laptops are not), so neither a walk nor a tier
 *    read from the price histogram finds the dearest tea before reading thousands of goods;
 *  - otherwise (several terms, whose combined frequency PostgreSQL underestimates, or another order): walk the
 *    order's index, stopping at the `need`th match or after ten times the rows the estimate needs (at most
 *    WALK_AT_MOST): a term may be common but rare at the start of the order (colours among cheap goods), and for
 *    a term on a quarter of the goods or more a second walk goes as deep as WALK_AT_MOST;
 * and when the tier or the walk falls short (the estimate was too high), collect.
 */
export type Plan =
  | { mode: 'collect' }
  | { mode: 'walk'; rows: number; deeper?: number; likelyShort?: boolean }
  | { mode: 'tier'; threshold: number }
  | { mode: 'priceTier'; sample: number; first: number };

async function planFor(db: Db, scope: Scope, keyword: string, order: Ordered, need: number): Promise<Plan> {
  if (scope.q === null) return { mode: 'collect' };
  const stats = await lexemeStats(db);
  const estimate = estimateKeywordMatches(stats, keyword);
  if (estimate === null || estimate < COLLECT_BELOW) return { mode: 'collect' };
  const common = estimate >= TIER_BELOW_SHARE * stats.goods;
  // The walk stops at the `need`th match, so a generous bound costs nothing when the matches come early.
  const rows = Math.min(WALK_AT_MOST, Math.max(need * 4, 200, Math.ceil((need * 10 * stats.goods) / estimate)));
  // Fewer than `need` matches expected among the rows a walk may read: it is a long shot, won only when the matches
  // sell well (or come early in the order).
  const likelyShort = (rows * estimate) / stats.goods < need;
  // Several terms walk while the walk is likely to win: their combined frequency is a guess. When it is not, the
  // tier is the surer way: by relevance at a million goods, "green tea" took 75–100 ms by the walk (which missed,
  // then collected), 33–37 by the tier; "running shoes" 98–147 against 46–47.
  if (order === 'sales' && !common && (queryTerms(scope.q).length === 1 || likelyShort)) {
    const threshold = salesThreshold(stats, Math.min(1, (need * 3) / estimate));
    if (threshold !== null) return { mode: 'tier', threshold };
  }
  if ((order === 'priceAsc' || order === 'priceDesc') && !common) {
    const first = Math.min(need, Math.max(1, Math.ceil((PRICE_TIER_SPARE * need * PRICE_SAMPLE) / estimate)));
    return { mode: 'priceTier', sample: PRICE_SAMPLE, first };
  }
  // A term on a quarter of the goods or more may still be rare at the start of an order ('ン' is on 69% of a
  // million goods, and on few of the cheapest); collecting its matches sorts hundreds of thousands of rows (3.6 s),
  // so a walk as deep as WALK_AT_MOST comes first.
  if (common && rows < WALK_AT_MOST) return { mode: 'walk', rows, deeper: WALK_AT_MOST };
  // A long shot's miss is followed by a collection, which counts the matches itself (see countsBeside).
  return likelyShort ? { mode: 'walk', rows, likelyShort } : { mode: 'walk', rows };
}

/**
 * Whether the matches are counted beside a plan, in parallel, rather than after it. Collections count on the way,
 * and the price tier with its sample. A walk likely to miss counts only once it has found its matches: a count
 * beside it was wasted on a miss and slowed the collection after it ("dog food" by relevance at a million goods:
 * a 94 ms count beside a 125 ms collection, which alone takes about 70 ms).
 */
export function countsBeside(plan: Plan): boolean {
  return plan.mode === 'tier' || (plan.mode === 'walk' && !plan.likelyShort);
}

/** The first `need` matches of an order (ids), and their number when the plan counted them on the way. */
async function firstIds(db: Db, scope: Scope, order: Ordered, need: number, plan: Plan): Promise<Positions> {
  if (scope.q === null) return walkIds(db, scope.where, order, 0, need);
  if (plan.mode === 'tier') {
    const tier = await collectIds(db, and(scope.where, gte(goods.salesCount, plan.threshold))!, order, 0, need);
    if (tier.ids.length >= need) return { ids: tier.ids, counted: tier.counted !== null && tier.counted > SEARCH_DEPTH ? tier.counted : null };
  }
  if (plan.mode === 'walk') {
    for (const rows of plan.deeper ? [plan.rows, plan.deeper] : [plan.rows]) {
      const ids = await walkIdsWithin(db, { ...scope, q: scope.q }, order, need, rows);
      if (ids) return { ids, counted: null };
    }
  }
  if (plan.mode === 'priceTier' && (order === 'priceAsc' || order === 'priceDesc')) {
    const found = await priceTierIds(db, scope, order, need, plan.sample, plan.first);
    if (found) return found;
  }
  return collectIds(db, scope.where, order, 0, need);
}

interface Priced {
  id: number;
  price: number;
}

/** Up to `size` matches with their prices, in no particular order, read through the search index. */
async function priceSample(db: Db, where: SQL, size: number): Promise<Priced[]> {
  return db.transaction(async (tx) => {
    // Left to itself PostgreSQL reads a term on a tenth of the goods by scanning the table (or an index) until
    // it has `size` matches, checking ten times as many vectors: 12.5 ms for "lumo" against 7.8 ms through the
    // search index. The settings last until the end of this transaction only.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    return tx.select({ id: goods.id, price: goods.priceMin }).from(goods).where(where).limit(size);
  });
}

/**
 * The first `need` matches in a price order through a price tier bounded by the matches' own prices. Any
 * `size` matches (the first the search index names) are read with their prices; when they are all the
 * matches, they are simply sorted. Otherwise the `need`th price among them in the order bounds a tier: at
 * least those `need` matches lie in it, and every match outside it is dearer (cheaper for priceDesc) than
 * every match inside, so the tier's first `need`, collected and sorted, are exactly the first `need` of all.
 * PostgreSQL ANDs the search index and a `goods_price_idx` range as bitmaps and reads only the rows in both
 * (a few per cent of the matches, wherever in the price range the term's goods sit). The sample also counts
 * the matches up to SEARCH_DEPTH + 1, as countUpTo would. Null when the sample is too small to bound a tier.
 *
 * The `need`th price bounds a tier of about need / size of the matches: 2,000 rows for "鞋" at a million goods,
 * each a read of a wide row (965 ms uncached). So a first tier is bounded by the `first`th price instead, chosen
 * from the estimate to hold a few times `need`; when it holds fewer, the `need`th price bounds a second.
 */
async function priceTierIds(db: Db, scope: Scope, order: 'priceAsc' | 'priceDesc', need: number, size: number, first: number): Promise<Positions | null> {
  const sample = await priceSample(db, scope.where, size);
  const asc = order === 'priceAsc';
  sample.sort((a, b) => (asc ? a.price - b.price || a.id - b.id : b.price - a.price || b.id - a.id));
  const counted = sample.length < size || size > SEARCH_DEPTH ? sample.length : null;
  if (sample.length < size) return { ids: sample.slice(0, need).map((m) => m.id), counted };
  if (sample.length < need) return null;
  for (const at of new Set([Math.min(first, need), need])) {
    const bound = sample[at - 1]!.price;
    const tier = await collectIds(db, and(scope.where, asc ? lte(goods.priceMin, bound) : gte(goods.priceMin, bound))!, order, 0, need);
    if (tier.ids.length >= need) return { ids: tier.ids, counted };
  }
  // The `need`th price's tier holds `need` sample matches: short only when goods left the shelf in between.
  return null;
}

/** The first ids of a keyword's matches in an order, by a given plan: for tests, which compare the plans. */
export async function firstIdsBy(db: Db, keyword: string, order: Ordered, need: number, plan: Plan): Promise<number[]> {
  const scope = scopeOf(db, { keyword, brands: [], attrValueIds: [] }, undefined);
  return scope ? (await firstIds(db, scope, order, need, plan)).ids : [];
}

/** Goods cards of ids, in the ids' order. */
async function cardsOf(db: Db, ids: number[], lang: Lang): Promise<TGoodsCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(goodsCardColumns).from(goods).where(inArray(goods.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toGoodsCard(row, lang)] : [];
  });
}

/** Goods cards of ids ordered by relevance: ts_rank (weights: A titles … D shop names), then sales. */
async function rankedCards(db: Db, ids: number[], q: string, offset: number, limit: number, lang: Lang): Promise<TGoodsCard[]> {
  if (ids.length === 0 || limit <= 0) return [];
  const rows = await db
    .select(goodsCardColumns)
    .from(goods)
    .where(inArray(goods.id, ids))
    .orderBy(sql`ts_rank(${goods.searchVector}, ${q}::tsquery) desc`, desc(goods.salesCount), desc(goods.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r: GoodsCardRow) => toGoodsCard(r, lang));
}

async function countWhereUpTo(db: Db, where: SQL): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(goods).where(where).limit(SEARCH_DEPTH + 1).as('m');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return row?.n ?? 0;
}

/**
 * How many goods match, counted up to SEARCH_DEPTH + 1 (one more tells that the count stopped). The search index
 * reads the whole of every entry a prefix starts before the count's limit applies, while exact entries are
 * intersected: at a million goods "tea" took 11 ms of index scan exactly and 27 ms as a prefix, "green tea" 13
 * against 26. So a keyword with a prefix is first counted exactly; when that already passes SEARCH_DEPTH, so does
 * the keyword, whose matches include those. Otherwise the prefix is counted too.
 */
async function countUpTo(db: Db, scope: Scope): Promise<number> {
  if (scope.q !== null && scope.q.includes(':*')) {
    const exact = await countWhereUpTo(db, and(scope.base, matches(withoutPrefixes(scope.q)))!);
    if (exact > SEARCH_DEPTH) return exact;
  }
  return countWhereUpTo(db, scope.where);
}

/**
 * Whether anything on sale matches a query literal. A term among the statistics' common lexemes does; others
 * are looked up through the search index (the sort makes PostgreSQL collect rather than scan the table, which
 * its estimate for an unknown lexeme would otherwise choose, and for a lexeme nobody holds read it all).
 */
async function anyMatch(db: Db, q: string): Promise<boolean> {
  const stats = await lexemeStats(db);
  const estimate = estimateMatches(stats, q);
  if (estimate !== null && estimate > stats.floor * stats.goods) return true;
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(searchable, matches(q)))
    .orderBy(sql`${goods.id} + 0`)
    .limit(1);
  return rows.length > 0;
}

/**
 * A keyword that finds goods, for a search that found none: each word that finds nothing by itself is
 * replaced by the nearest word of the catalogue's vocabulary. Null when no word needed (or found) a change.
 */
export async function suggestKeyword(db: Db, keyword: string): Promise<string | null> {
  const words = keyword.trim().split(/\s+/).filter(Boolean).slice(0, 12);
  if (words.length === 0) return null;
  const vocabulary = await vocabularyOf(db, undefined);
  let changed = false;
  const out: string[] = [];
  for (const [i, word] of words.entries()) {
    // A word matches as it does within the whole query: by prefix only when typed last ("gre tea" → "green tea").
    const asTyped = searchQuery(word);
    const q = asTyped !== null && i < words.length - 1 ? withoutPrefixes(asTyped) : asTyped;
    if (q === null || (await anyMatch(db, q))) {
      out.push(word);
      continue;
    }
    const plain = word.normalize('NFKC').toLowerCase();
    const near = /^[a-z]+$/.test(plain) ? nearestWord(foldWord(plain), vocabulary) : null;
    if (near) changed = true;
    out.push(near ?? word);
  }
  if (!changed) return null;
  const suggestion = out.join(' ');
  const q = searchQuery(suggestion);
  return q !== null && (await anyMatch(db, q)) ? suggestion : null;
}

export interface SearchGoodsInput extends SearchSelection {
  sort: SearchSort;
  pageNum: number;
  pageSize: number;
}

/**
 * A page of a goods search. Positions past SEARCH_DEPTH are not served; the total counts up to it. An empty
 * (or only punctuation) keyword without a category finds nothing, and a search that finds nothing may
 * carry a spelling suggestion: never an error.
 *
 * Relevance: the RANKED best-selling matches ordered by ts_rank and sales, then the other matches in
 * best-selling order. Ranking only the best sellers keeps a one-character query that matches half the
 * catalogue as fast as a rare word. How the first matches of an order are found is planFor's choice.
 */
export async function searchGoods(db: Db, categories: SearchCategories, input: SearchGoodsInput, lang: Lang): Promise<TSearchGoodsResponse> {
  const { pageNum, pageSize } = input;
  const c = input.categoryId === undefined ? undefined : await categories.find(input.categoryId);
  const scope = scopeOf(db, input, c);
  const empty = { list: [], total: 0, pageNum, pageSize, hasMore: false, totalCapped: false };
  if (!scope) return { ...empty, suggestion: null };
  const offset = Math.min((pageNum - 1) * pageSize, SEARCH_DEPTH);
  const end = Math.min(offset + pageSize, SEARCH_DEPTH);
  const sort: SearchSort = input.sort === 'relevance' && scope.q === null ? 'sales' : input.sort;

  let list: TGoodsCard[] = [];
  let counted: number | null = null;
  // Plans that cannot count the matches on the way count them beside the listing.
  let counting: Promise<number> | null = null;
  const ranking = sort === 'relevance' && offset < RANKED;
  const order: Ordered = sort === 'relevance' ? 'sales' : sort;
  const need = ranking ? Math.max(end, RANKED) : end;
  if (end > offset) {
    const plan = await planFor(db, scope, input.keyword, order, need);
    if (countsBeside(plan) || scope.q === null) counting = countUpTo(db, scope);
    const found = await firstIds(db, scope, order, need, plan);
    counted = found.counted;
    if (counting === null && counted === null) counting = countUpTo(db, scope);
    const [head, tail] = await Promise.all([
      ranking ? rankedCards(db, found.ids.slice(0, RANKED), scope.q!, offset, Math.min(end, RANKED) - offset, lang) : [],
      cardsOf(db, found.ids.slice(ranking ? RANKED : offset, end), lang),
    ]);
    list = [...head, ...tail];
  }
  counted = (await counting) ?? counted ?? (await countUpTo(db, scope));
  const total = Math.min(counted, SEARCH_DEPTH);
  const suggestion = counted === 0 && pageNum === 1 && scope.q !== null ? await suggestKeyword(db, input.keyword) : null;
  return { list, total, pageNum, pageSize, hasMore: end < total, totalCapped: counted > SEARCH_DEPTH, suggestion };
}

/**
 * Shops for a keyword, a page at a time: shops whose name, brand or intro match first (by ts_rank), then
 * shops selling the most of (up to SAMPLE) matching goods, those with the keyword in their titles first. Each
 * comes with up to three goods: its matching goods from the sample (titles first), topped up with its best
 * sellers. Takeaway shops are left out, as their dishes are.
 */
export async function searchShops(db: Db, input: { keyword: string; pageNum: number; pageSize: number }, lang: Lang): Promise<Page<TSearchShopItem>> {
  const { pageNum, pageSize } = input;
  const q = searchQuery(input.keyword);
  if (q === null) return { list: [], total: 0, pageNum, pageSize, hasMore: false };
  const sample = db
    .select({ id: goods.id, shopId: goods.shopId, salesCount: goods.salesCount, inTitle: sql`${matches(weighted(q, 'A'))}`.as('in_title') })
    .from(goods)
    .where(and(searchable, matches(q)))
    .limit(SAMPLE);
  const { rows, shops } = await readShopSearchPage(db, sample, q, { pageNum, pageSize }, lang);
  const short = rows.filter((r) => r.picks.length < 3).map((r) => r.id);
  const [picked, best] = await Promise.all([cardsOf(db, rows.flatMap((r) => r.picks), lang), bestSellersOf(db, short, lang)]);
  const byId = new Map(picked.map((g) => [g.id, g]));
  // A page past the end has no rows to carry the total; it is then unknown here, and no further page follows.
  const total = rows[0]?.total ?? 0;
  return {
    list: rows.map((r, i) => {
      const preview = r.picks.flatMap((id) => byId.get(id) ?? []);
      for (const g of best.get(r.id) ?? []) if (preview.length < 3 && !preview.some((p) => p.id === g.id)) preview.push(g);
      return { shop: shops[i]!, goods: preview };
    }),
    total,
    pageNum,
    pageSize,
    hasMore: pageNum * pageSize < total,
  };
}

/** The three best sellers of each shop (its sales index, read backwards). */
async function bestSellersOf(db: Db, shopIds: number[], lang: Lang): Promise<Map<number, TGoodsCard[]>> {
  const out = new Map<number, TGoodsCard[]>();
  if (shopIds.length === 0) return out;
  const { rows } = await db.execute<RawCardRow>(sql`
    select g.* from unnest(${`{${shopIds.join(',')}}`}::int[]) as s(id) cross join lateral (
      select ${sql.join(Object.values(goodsCardColumns), sql`, `)}
      from ${goods}
      where ${goods.shopId} = s.id and ${searchable}
      order by ${goods.salesCount} desc, ${goods.id} desc limit 3) g`);
  for (const row of rows) out.set(row.shop_id, [...(out.get(row.shop_id) ?? []), toGoodsCard(fromRaw(row), lang)]);
  return out;
}

type RawCardRow = {
  id: number;
  shop_id: number;
  title: Localized;
  image: string;
  price_min: number;
  price_max: number;
  market_price: number;
  sales_count: number;
  review_count: number;
  rating_total: number;
  favor_count: number;
  status: 'on_sale' | 'off_shelf';
};

function fromRaw(r: RawCardRow): GoodsCardRow {
  return {
    id: r.id,
    shopId: r.shop_id,
    title: r.title,
    image: r.image,
    priceMin: r.price_min,
    priceMax: r.price_max,
    marketPrice: r.market_price,
    salesCount: r.sales_count,
    reviewCount: r.review_count,
    ratingTotal: r.rating_total,
    favorCount: r.favor_count,
    status: r.status,
  };
}

const TRENDING_TTL_MS = 10 * 60_000;
/** Trending terms are drawn from this many best sellers. */
const TRENDING_FROM = 300;

/**
 * Trending search terms: the names of the leaf categories and brands selling most among the best sellers,
 * four categories to each brand, ten in all. Every term finds goods, since goods carry their category and
 * brand names in their search vectors.
 */
async function loadTrending(db: Db, lang: Lang): Promise<string[]> {
  const top = db
    .select({ categoryId: goods.categoryId, attrValueIds: goods.attrValueIds, salesCount: goods.salesCount })
    .from(goods)
    .where(searchable)
    .orderBy(...WALK.sales)
    .limit(TRENDING_FROM);
  const result = await db.execute<{ kind: 'category' | 'brand'; name: Localized }>(sql`
    with top as (${top}),
    cats as (
      select 'category' as kind, c.name, sum(top.sales_count) as sold from top join ${category} c on c.id = top.category_id
      where c.enabled group by c.id, c.name order by sold desc limit 8),
    brands as (
      select 'brand' as kind, min(v.name::text)::jsonb as name, sum(top.sales_count) as sold
      from top cross join unnest(top.attr_value_ids) as u(id)
      join ${categoryAttrValue} v on v.id = u.id join ${categoryAttr} a on a.id = v.attr_id
      where a.kind = 'brand' group by v.code order by sold desc limit 4)
    select kind, name from cats union all select kind, name from brands`);
  const cats = result.rows.filter((r) => r.kind === 'category').map((r) => textIn(r.name, lang));
  const brands = result.rows.filter((r) => r.kind === 'brand').map((r) => textIn(r.name, lang));
  const terms: string[] = [];
  while ((cats.length > 0 || brands.length > 0) && terms.length < 10) {
    terms.push(...cats.splice(0, 2));
    if (brands.length > 0) terms.push(brands.shift()!);
  }
  return [...new Set(terms)].slice(0, 10);
}

const trendingTerms = perDbCache(TRENDING_TTL_MS, loadTrending);

type SampleRow = {
  cats: number[];
  vals: [number, number][];
  lo: number | null;
  hi: number | null;
  steps: number[] | null;
};

/**
 * The filters of a search, drawn from (up to SAMPLE of) its matches with the keyword and category only, so
 * the choices do not vanish as the shopper picks price, brands or attributes: the matches' leaf categories and
 * brands (commonest first), their price range with three cut points, and with a category of level 2 or 3
 * the SKU and feature attributes of its family, values the matches carry only. Always the trending terms.
 */
export async function getSearchFilters(
  db: Db,
  reads: SearchCategories,
  input: { keyword: string; categoryId?: number | undefined },
  lang: Lang,
): Promise<TGetSearchFiltersResponse> {
  const [trending, c] = await Promise.all([
    trendingTerms(db, lang),
    input.categoryId === undefined ? undefined : reads.find(input.categoryId),
  ]);
  const scope = scopeOf(db, { keyword: input.keyword, brands: [], attrValueIds: [] }, c);
  const none = { trending, categories: [], priceMin: 0, priceMax: 0, priceSteps: [], brands: [], attrs: [] };
  if (!scope) return none;
  // The sample's goods that match by what they are (title, keywords, brand, category) speak for it; those
  // matching only by their shop's name only when there are no others.
  const what = scope.q === null ? sql`true` : matches(weighted(scope.q, 'ABC'));
  const sample = db
    .select({ categoryId: goods.categoryId, priceMin: goods.priceMin, attrValueIds: goods.attrValueIds, what: sql`${what}`.as('what') })
    .from(goods)
    .where(scope.where)
    .limit(SAMPLE);
  const [row] = (
    await db.execute<SampleRow>(sql`
      with m as materialized (${sample}),
      s as (select * from m where what or not exists (select 1 from m where what))
      select
        (select coalesce(array_agg(category_id order by n desc, category_id), '{}') from (
          select category_id, count(*) as n from s group by category_id order by n desc, category_id limit 12) c) as cats,
        (select coalesce(json_agg(json_build_array(v, n)), '[]') from (
          select v, count(*)::int as n from s cross join unnest(s.attr_value_ids) as v group by v) a) as vals,
        (select min(price_min) from s) as lo,
        (select max(price_min) from s) as hi,
        (select percentile_disc(array[0.25, 0.5, 0.75]) within group (order by price_min) from s) as steps`)
  ).rows;
  if (!row || row.lo === null) return none;
  const valueCounts = new Map(row.vals.map(([v, n]) => [v, n]));
  const family = c && c.level > 1 ? (c.level === 2 ? c.id : c.parentId) : null;
  const [categories, values] = await Promise.all([
    row.cats.length === 0
      ? []
      : db
          .select({ id: category.id, parentId: category.parentId, level: category.level, code: category.code, name: category.name, icon: category.icon, image: category.image })
          .from(category)
          .where(and(inArray(category.id, row.cats), eq(category.enabled, true))),
    valueCounts.size === 0
      ? []
      : db
          .select({
            id: categoryAttrValue.id,
            code: categoryAttrValue.code,
            name: categoryAttrValue.name,
            swatch: categoryAttrValue.swatch,
            attrId: categoryAttr.id,
            attrCode: categoryAttr.code,
            attrName: categoryAttr.name,
            kind: categoryAttr.kind,
            attrCategoryId: categoryAttr.categoryId,
          })
          .from(categoryAttrValue)
          .innerJoin(categoryAttr, eq(categoryAttr.id, categoryAttrValue.attrId))
          .where(inArray(categoryAttrValue.id, [...valueCounts.keys()]))
          .orderBy(asc(categoryAttr.sort), asc(categoryAttr.id), asc(categoryAttrValue.sort), asc(categoryAttrValue.id)),
  ]);

  const order = new Map(row.cats.map((id, i) => [id, i]));
  const brandCounts = new Map<string, { name: string; n: number }>();
  const attrs = new Map<number, TCategoryAttr>();
  for (const v of values) {
    if (v.kind === 'brand') {
      const known = brandCounts.get(v.code);
      brandCounts.set(v.code, { name: known?.name ?? textIn(v.name, lang), n: (known?.n ?? 0) + (valueCounts.get(v.id) ?? 0) });
    } else if (family !== null && v.attrCategoryId === family) {
      let attr = attrs.get(v.attrId);
      if (!attr) attrs.set(v.attrId, (attr = { id: v.attrId, code: v.attrCode, name: textIn(v.attrName, lang), kind: v.kind, values: [] }));
      attr.values.push({ id: v.id, code: v.code, name: textIn(v.name, lang), swatch: v.swatch });
    }
  }
  return {
    trending,
    categories: categories
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((r) => ({ ...r, name: textIn(r.name, lang) })),
    priceMin: row.lo,
    priceMax: row.hi ?? row.lo,
    priceSteps: [...new Set(row.steps ?? [])].filter((p) => p > row.lo! && p < (row.hi ?? row.lo!)),
    brands: [...brandCounts]
      .sort(([ca, a], [cb, b]) => b.n - a.n || ca.localeCompare(cb))
      .slice(0, 20)
      .map(([code, b]) => ({ code, name: b.name })),
    attrs: [...attrs.values()],
  };
}
