import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { listedShopNames } from '../shop/shop.api.ts';
import { category, categoryAttr, categoryAttrValue, goods } from './catalogue.tables.ts';
import { lexemeStats, perDbCache } from './search-stats.ts';
import { documentLexemes } from './search-tokens.ts';

/**
 * "Did you mean": when a search finds nothing, a word the catalogue does not hold is replaced by the
 * nearest word it does. The vocabulary is the catalogue's own: category, brand and shop names in every
 * language, the titles of the best sellers, and the commonest lexemes of all goods (PostgreSQL's
 * statistics); Latin-script words only (a misspelt Chinese or Japanese word is a different character, not a
 * near one).
 */

/** A word of the vocabulary, and how common it is (ties go to the commoner word). */
export type Vocabulary = ReadonlyMap<string, number>;

const WORD = /^[a-z][a-z0-9]{2,39}$/;

/**
 * The optimal string alignment distance (Levenshtein plus swapped neighbours: "hedaphone" is one step from
 * "headphone"), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** How many typing mistakes a word of this length may hold and still be recognised. */
function allowance(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * The vocabulary word nearest to a typed one (lower case, plurals folded), or null. A word may also be the
 * start of a longer one, as queries match by prefix: "hedpho" is near the start of "headphone".
 */
export function nearestWord(word: string, vocabulary: Vocabulary): string | null {
  const limit = allowance(word.length);
  if (limit === 0 || vocabulary.has(word)) return null;
  // Whole-word matches go before matches of a word's start at the same distance, then commoner words.
  let best: { word: string; score: number; weight: number } | null = null;
  for (const [candidate, weight] of vocabulary) {
    const whole = editDistance(word, candidate, limit);
    let start = limit + 1;
    // The start of a longer word, give or take the mistakes allowed ("hedpho" → "headph" of "headphone").
    for (let length = Math.max(3, word.length - limit); length <= word.length + limit && length < candidate.length; length++) {
      start = Math.min(start, editDistance(word, candidate.slice(0, length), limit));
    }
    if (whole > limit && start > limit) continue;
    const score = whole <= start ? whole * 2 : start * 2 + 1;
    if (!best || score < best.score || (score === best.score && weight > best.weight)) best = { word: candidate, score, weight };
  }
  return best?.word ?? null;
}

const TTL_MS = 10 * 60_000;
/** Titles of this many best sellers join the vocabulary. */
const TITLES_FROM = 3000;

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const [categories, brands, shops, titles, stats] = await Promise.all([
    db.select({ name: category.name }).from(category).where(eq(category.enabled, true)),
    db
      .selectDistinct({ name: categoryAttrValue.name })
      .from(categoryAttrValue)
      .innerJoin(categoryAttr, eq(categoryAttr.id, categoryAttrValue.attrId))
      .where(eq(categoryAttr.kind, 'brand')),
    listedShopNames(db).then((names) => names.map((name) => ({ name }))),
    db
      .select({ name: goods.title })
      .from(goods)
      .where(and(eq(goods.status, 'on_sale'), eq(goods.shopListed, true)))
      .orderBy(desc(goods.salesCount), desc(goods.id))
      .limit(TITLES_FROM),
    lexemeStats(db),
  ]);
  const vocabulary = new Map<string, number>();
  const add = (word: string, weight: number) => {
    if (WORD.test(word)) vocabulary.set(word, Math.max(vocabulary.get(word) ?? 0, weight));
  };
  // Names count as a little more than the rarest common lexeme, so a name beats an equally near rare word;
  // title words count by how many best sellers use them.
  const nameWeight = stats.floor * 2;
  for (const row of [...categories, ...brands, ...shops]) {
    for (const text of Object.values(row.name)) for (const word of documentLexemes(text)) add(word, nameWeight);
  }
  const inTitles = new Map<string, number>();
  for (const row of titles) for (const word of new Set(documentLexemes(row.name.en))) inTitles.set(word, (inTitles.get(word) ?? 0) + 1);
  for (const [word, n] of inTitles) add(word, n / TITLES_FROM);
  for (const [lexeme, frequency] of stats.frequency) add(lexeme, frequency);
  return vocabulary;
}

/** The vocabulary of the catalogue, from this instance's cache when fresh. */
export const vocabularyOf = perDbCache(TTL_MS, (db: Db) => loadVocabulary(db));
