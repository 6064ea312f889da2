import { describe, expect, it } from 'vitest';
import { langOf, resolveLang } from './preferences.ts';

describe('resolveLang', () => {
  it('prefers the stored choice, then the mall default, then the browser', () => {
    expect(resolveLang('ja', 'zh', 'en-US')).toBe('ja');
    expect(resolveLang(undefined, 'zh', 'ja-JP')).toBe('zh');
    expect(resolveLang(undefined, undefined, 'ja-JP')).toBe('ja');
    expect(resolveLang(undefined, undefined, 'fr-FR')).toBe('en');
  });

  it('ignores a stored identifier that is not a spec language', () => {
    expect(resolveLang('fr', 'zh', 'en')).toBe('zh');
    expect(resolveLang('', 'ja', 'en')).toBe('ja');
  });

  it('reads identifiers in the shapes apps store them', () => {
    expect(langOf('zh-CN')).toBe('zh');
    expect(langOf('ja_JP')).toBe('ja');
    expect(langOf(' EN ')).toBe('en');
    expect(langOf('de')).toBeUndefined();
  });
});
