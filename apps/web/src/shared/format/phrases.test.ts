import { describe, expect, it } from 'vitest';
import { phrasesOf } from './phrases.ts';

describe('phrasesOf', () => {
  it('cuts Japanese labels at their words', () => {
    expect(phrasesOf('ポイントモール', 'ja')).toEqual(['ポイント', 'モール']);
    expect(phrasesOf('タイムセール', 'ja')).toEqual(['タイム', 'セール']);
  });

  it('keeps punctuation with the word before it', () => {
    expect(phrasesOf('ホーム＆リビング', 'ja')).toEqual(['ホーム＆', 'リビング']);
  });

  it('leaves other languages whole', () => {
    expect(phrasesOf('Points mall', 'en')).toEqual(['Points mall']);
    expect(phrasesOf('限时秒杀', 'zh')).toEqual(['限时秒杀']);
  });
});
