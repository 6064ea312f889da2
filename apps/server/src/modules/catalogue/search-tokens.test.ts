import { describe, expect, it } from 'vitest';
import { documentLexemes, foldWord, searchDocument, searchQuery, withoutPrefixes } from './search-tokens.ts';

describe('documentLexemes', () => {
  it('cuts Chinese and Japanese into single characters and pairs', () => {
    expect(documentLexemes('手机壳')).toEqual(['手', '手机', '机', '机壳', '壳']);
    expect(documentLexemes('お茶')).toEqual(['お', 'お茶', '茶']);
    // The prolonged sound mark belongs to the katakana word.
    expect(documentLexemes('ケーキ')).toEqual(['ケ', 'ケー', 'ー', 'ーキ', 'キ']);
  });

  it('lower-cases words, strips accents and folds English plurals', () => {
    expect(documentLexemes('Running SHOES Café')).toEqual(['running', 'shoe', 'cafe']);
    expect(['dresses', 'batteries', 'boxes', 'glass', 'bus'].map(foldWord)).toEqual(['dress', 'battery', 'box', 'glass', 'bus']);
  });

  it('keeps a hyphenated word as its parts and as one word, and an apostrophe word as one', () => {
    expect(documentLexemes("T-Shirt men's")).toEqual(['t', 'shirt', 'tshirt', 'men']);
  });

  it('folds full-width Latin and half-width katakana', () => {
    expect(documentLexemes('ＩＰＨＯＮＥ ｽﾏﾎ')).toEqual(['iphone', 'ス', 'スマ', 'マ', 'マホ', 'ホ']);
  });

  it('splits mixed scripts at the boundary', () => {
    expect(documentLexemes('Lumo手机5G')).toEqual(['lumo', '手', '手机', '机', '5g']);
  });

  it('tells CJK from other scripts on both sides of U+1100, where the quick test hands over', () => {
    // Greek (U+03A9) is a word; Hangul syllables and the Jamo from U+1100 are CJK characters.
    expect(documentLexemes('Ωmega 한국 ᄀᄂ x')).toEqual(['ωmega', '한', '한국', '국', 'ᄀ', 'ᄀᄂ', 'ᄂ', 'x']);
  });
});

describe('searchDocument', () => {
  it('lists each lexeme once, at its first position, with the best weight of its fields', () => {
    const doc = searchDocument([
      { text: '茶 tea', weight: 'A' },
      { text: 'Tea 茶叶', weight: 'C' },
    ]);
    expect(doc).toBe("'茶':1A 'tea':2A '茶叶':5C '叶':6C");
  });

  it('takes a field as the lexemes made of its text once, and makes the same document', () => {
    const fields = [
      { text: '樱花 蓝牙耳机 Bluetooth', weight: 'A' as const },
      { text: '耳机 影音娱乐 Headphones', weight: 'C' as const },
    ];
    const made = documentLexemes(fields[1]!.text);
    expect(searchDocument([fields[0]!, { lexemes: made, weight: 'C' }])).toBe(searchDocument(fields));
    expect(searchDocument([fields[0]!, { lexemes: made, weight: 'C' }])).toContain("'耳机':9A '机':10A 'bluetooth':11A '影':15C");
  });

  it('never lets quotes or operators of the text into the literal', () => {
    expect(searchDocument([{ text: "it's a 'test' & | ! : *", weight: 'B' }])).toBe("'its':1B 'a':2B 'test':3B");
  });
});

describe('searchQuery', () => {
  it('matches one or two CJK characters as one exact lexeme', () => {
    expect(searchQuery('茶')).toBe("'茶'");
    expect(searchQuery('手机')).toBe("'手机'");
  });

  it('matches longer CJK words by all their pairs', () => {
    expect(searchQuery('智能手机')).toBe("'智能' & '能手' & '手机'");
  });

  it('matches the word typed last by prefix, the words before it exactly, and all terms must match', () => {
    expect(searchQuery('Wireless head')).toBe("'wireless' & 'head':*");
    expect(searchQuery('iphone 手机')).toBe("'iphone' & '手机'");
    expect(searchQuery('手机 iph')).toBe("'手机' & 'iph':*");
    expect(searchQuery('t-shirts')).toBe("'tshirt':*");
    // A lone letter typed last is dropped, and the word before it was ended: exact.
    expect(searchQuery('phone a')).toBe("'phone'");
  });

  it('drops lone letters unless nothing else was typed, and answers null for nothing', () => {
    expect(searchQuery('a phone')).toBe("'phone':*");
    expect(searchQuery('a')).toBe("'a'");
    expect(searchQuery('  !?  ')).toBeNull();
    expect(searchQuery('')).toBeNull();
  });

  it('makes prefixes exact, whatever the lexemes hold', () => {
    expect(withoutPrefixes(searchQuery('green tea')!)).toBe("'green' & 'tea'");
    expect(withoutPrefixes("'it''s':* & 'a\\\\b':* & '茶'")).toBe("'it''s' & 'a\\\\b' & '茶'");
  });

  it('caps the number of terms of pasted text', () => {
    const q = searchQuery('one two three four five six seven eight nine ten eleven twelve thirteen fourteen')!;
    expect(q.split(' & ')).toHaveLength(12);
  });

  it('finds documents through PostgreSQL-compatible literals', () => {
    // Every document lexeme a query asks for is one the document holds (exact, or as a prefix).
    const doc = documentLexemes('Lumo Ultra Smartphone 鹿默 超能版智能手机 ルモ スマートフォン');
    for (const q of ['smart', '手机', '智能手机', 'スマートフォン', 'lumo']) {
      const terms = searchQuery(q)!.split(' & ');
      for (const term of terms) {
        const lexeme = term.replace(/^'|'(:\*)?$/g, '');
        const prefix = term.endsWith(':*');
        expect(doc.some((d) => (prefix ? d.startsWith(lexeme) : d === lexeme)), `${q}: ${term}`).toBe(true);
      }
    }
  });
});
