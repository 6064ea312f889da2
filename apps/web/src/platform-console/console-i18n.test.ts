import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDateTime, initialLang, langOf, textOf } from './console-i18n.ts';

const dir = join(import.meta.dirname, 'locales');
const read = (lang: string) => JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')) as unknown;

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the console’s texts', () => {
  const en = new Map(leaves(read('en')));

  for (const lang of ['zh', 'ja']) {
    it(`has every English key in ${lang}, translated, with the same placeholders`, () => {
      const other = new Map(leaves(read(lang)));
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of other) {
        expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${key}`).toBe(true);
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en.get(key)));
      }
    });
  }

  it('speaks the language asked for', () => {
    expect(textOf('en')('nav.applications')).toBe('Merchant applications');
    expect(textOf('zh')('nav.applications')).toBe('商家入驻申请');
    expect(textOf('ja')('errors.code', { code: 4503 })).toBe('エラーコード 4503');
  });
});

describe('the language', () => {
  it('is the stored choice, else the browser’s first known language, else English', () => {
    expect(langOf('zh-CN')).toBe('zh');
    expect(langOf('ja_JP')).toBe('ja');
    expect(langOf('fr')).toBeUndefined();
    expect(initialLang('ja', ['zh-CN'])).toBe('ja');
    expect(initialLang(undefined, ['fr-FR', 'zh-TW', 'en'])).toBe('zh');
    expect(initialLang('xx', ['de'])).toBe('en');
  });

  it('writes dates the language’s way', () => {
    const iso = '2026-03-05T08:30:00.000Z';
    expect(formatDateTime(iso, 'en')).toMatch(/2026/);
    expect(formatDateTime(iso, 'zh')).toMatch(/2026年3月5日/);
    expect(formatDateTime(iso, 'ja')).toMatch(/2026\/03\/05|2026年3月5日/);
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
