import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function read(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, lang, file), 'utf8'));
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, k) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[k] : undefined), tree);
}

const files = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    for (const lang of ['zh', 'ja']) {
      expect(readdirSync(join(root, lang)).filter((f) => f.endsWith('.json')).sort()).toEqual([...files].sort());
    }
  });

  for (const file of files) {
    it(`translates every key of ${file} in zh and ja, with the same placeholders`, () => {
      const en = read('en', file);
      const keys = keysOf(en).sort();
      for (const lang of ['zh', 'ja']) {
        const other = read(lang, file);
        expect(keysOf(other).sort()).toEqual(keys);
        for (const key of keys) {
          const text = valueAt(other, key);
          expect(typeof text === 'string' && text.trim().length > 0, `${lang}/${file} ${key}`).toBe(true);
          const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort();
          expect(placeholders(text), `${lang}/${file} ${key}`).toEqual(placeholders(valueAt(en, key)));
        }
      }
    });
  }
});
