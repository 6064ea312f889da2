/**
 * The search tokenizer shared by everything that writes goods or shops (seed, scale generator, merchant
 * edits) and by the search service that reads them. PostgreSQL's own parsers cannot segment Chinese or
 * Japanese, so lexemes are made here and handed to PostgreSQL as `tsvector` / `tsquery` literals, which are
 * stored and compared as they are (no dictionary runs on them):
 *  - CJK text (Han, kana, Hangul) becomes unigrams and bigrams, so a one- or two-character query is one
 *    exact lexeme that the GIN index answers directly, and longer words are the AND of their bigrams;
 *  - other text becomes lower-case words without accents and with English plurals folded ("shoes" → "shoe"),
 *    matched by prefix at query time so that a half-typed word already finds something.
 */

export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/**
 * One field of a document; A ranks highest (titles), D lowest (shop names). A field whose text recurs in many
 * documents (a category's or a shop's names) may come as its `lexemes`, made once by `documentLexemes`.
 */
export type SearchField = { text: string; weight: SearchWeight } | { lexemes: readonly string[]; weight: SearchWeight };

// Ideographs, kana, Hangul, the prolonged sound mark and the iteration marks: written without spaces.
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u3006\u30f6]/u;
const SEGMENT = /[\p{L}\p{N}\u30fc\u3005\u3006\u30f6]+(?:['’.-][\p{L}\p{N}]+)*/gu;
// A lexeme longer than this is noise (a pasted code or URL); PostgreSQL refuses lexemes over 2 KB anyway.
const MAX_WORD = 40;
// Positions in a tsvector stop at 16383; documents are far shorter.
const MAX_POSITION = 16_383;
// A query of more lexemes than this is pasted text, not a search; the rest adds nothing but cost.
const MAX_QUERY_TERMS = 12;

function normalize(text: string): string {
  // NFKC folds full-width Latin and half-width kana into their usual forms: "ＡＢＣ" → "abc", "ｼｬﾂ" → "シャツ".
  return text.normalize('NFKC').toLowerCase();
}

function stripAccents(word: string): string {
  // Most words are plain ASCII, which has no accents to strip: the scale generator tokenizes a million titles.
  if (!/[^\p{ASCII}]/u.test(word)) return word;
  return word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

// Below U+1100 (the first Hangul Jamo) no character is CJK: most characters of a document are answered without the
// Unicode-property test.
const isCjk = (ch: string) => ch.charCodeAt(0) >= 0x1100 && CJK_CHAR.test(ch);

/** Folds English plurals so that "dresses", "batteries" and "shoes" meet "dress", "battery" and "shoe". */
export function foldWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

interface Run {
  cjk: boolean;
  /** The run's characters (CJK), or the lexemes of a word in another script (a compound: its parts and the whole). */
  parts: string[];
  /** A word in another script as one lexeme ("tshirt"); what a query matches on. */
  word: string;
}

/** A word in another script as a run: "men's" is one word ("men", after folding); "t-shirt" is found as "t-shirt", "tshirt" and "t shirt". */
function latinRun(latin: string): Run {
  const word = stripAccents(latin.replace(/['’]/g, ''));
  const parts = word
    .split(/[.-]/)
    .filter(Boolean)
    .map((p) => foldWord(p).slice(0, MAX_WORD));
  const joined = foldWord(word.replace(/[.-]/g, '')).slice(0, MAX_WORD);
  return { cjk: false, parts: parts.length > 1 ? [...new Set([...parts, joined])] : [joined], word: joined };
}

/** Splits text into runs of CJK characters and of words in other scripts. */
function runsOf(text: string): Run[] {
  // No closures within the loops: a document is split a million times over by the scale generator.
  const runs: Run[] = [];
  for (const match of normalize(text).matchAll(SEGMENT)) {
    const segment = match[0];
    let latin = '';
    let cjk: string[] = [];
    for (const ch of segment) {
      if (isCjk(ch)) {
        if (latin) runs.push(latinRun(latin));
        latin = '';
        cjk.push(ch);
      } else {
        if (cjk.length) {
          runs.push({ cjk: true, parts: cjk, word: '' });
          cjk = [];
        }
        latin += ch;
      }
    }
    if (latin) runs.push(latinRun(latin));
    if (cjk.length) runs.push({ cjk: true, parts: cjk, word: '' });
  }
  return runs;
}

/** The lexemes a document holds for a text, in order of first appearance. */
export function documentLexemes(text: string): string[] {
  const out: string[] = [];
  for (const run of runsOf(text)) {
    if (!run.cjk) {
      out.push(...run.parts);
      continue;
    }
    const chars = run.parts;
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i]!);
      if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}

function quote(lexeme: string): string {
  if (!lexeme.includes('\\') && !lexeme.includes("'")) return `'${lexeme}'`;
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * A `tsvector` literal for the fields: every lexeme once, with the position of its first appearance and the
 * highest weight of the fields it appears in. One position per lexeme keeps the vector small (it is read for
 * every match when ranking); phrase search is not offered, so more positions would buy nothing.
 */
export function searchDocument(fields: SearchField[]): string {
  const seen = new Map<string, { position: number; weight: SearchWeight }>();
  let position = 0;
  for (const field of fields) {
    for (const lexeme of 'lexemes' in field ? field.lexemes : documentLexemes(field.text)) {
      position = Math.min(position + 1, MAX_POSITION);
      const known = seen.get(lexeme);
      if (!known) seen.set(lexeme, { position, weight: field.weight });
      else if (field.weight < known.weight) known.weight = field.weight;
    }
  }
  return [...seen].map(([lexeme, { position: p, weight }]) => `${quote(lexeme)}:${p}${weight}`).join(' ');
}

/**
 * A `tsquery` literal for what a shopper typed: all terms must match (AND). A CJK run of one or two characters
 * is one exact lexeme; a longer one the AND of its bigrams. A word in another script typed last matches by
 * prefix ("head" finds "headphones"): it may be half-typed. Words before it were ended by what follows them,
 * so they match exactly ("green tea" is `'green' & 'tea':*`), as most search engines treat a query. A prefix
 * term costs the search index a walk over every lexeme it starts, and two of them in one query cost it most:
 * counting "green tea" up to 1,001 took 134 ms of index scan at a million goods with both words as prefixes,
 * and 26 ms with only the last. A lone letter matches only exactly, and only when nothing else was typed. Null
 * when nothing is left.
 */
export function searchQuery(text: string): string | null {
  const terms: string[] = [];
  const single: string[] = [];
  const runs = runsOf(text);
  for (const [i, run] of runs.entries()) {
    if (run.cjk) {
      const chars = run.parts;
      if (chars.length <= 2) terms.push(quote(chars.join('')));
      else for (let i = 0; i + 1 < chars.length; i++) terms.push(quote(chars[i]! + chars[i + 1]!));
      continue;
    }
    const word = run.word;
    if (word.length === 1) single.push(quote(word));
    else terms.push(i === runs.length - 1 ? `${quote(word)}:*` : quote(word));
  }
  const all = terms.length ? terms : single.slice(0, 1);
  const unique = [...new Set(all)].slice(0, MAX_QUERY_TERMS);
  return unique.length ? unique.join(' & ') : null;
}

/**
 * A query literal with its prefix terms made exact: `'green' & 'tea':*` → `'green' & 'tea'`. Its matches are some
 * of the query's.
 */
export function withoutPrefixes(q: string): string {
  return q.replace(/'((?:[^'\\]|''|\\.)*)'(:\*)?/g, (_, lexeme: string) => `'${lexeme}'`);
}
