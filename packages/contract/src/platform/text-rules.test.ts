import { describe, expect, it } from 'vitest';
import { textProblem } from './text-rules.ts';

describe('textProblem', () => {
  it('keeps ordinary text in every script, emoji included', () => {
    for (const text of ['', 'Li Lei', '李雷 深圳市南山区', 'モール・テスト', 'Café déjà vu', '🎁 gift 👍🏽', 'a\u00a0b', 'zero\u200bwidth']) {
      expect(textProblem(text, false)).toBeUndefined();
    }
  });

  it('refuses NUL, lone surrogates and control characters anywhere', () => {
    expect(textProblem('\u0000', false)).toMatch(/NUL/);
    expect(textProblem('a\u0000b', true)).toMatch(/NUL/);
    for (const text of ['\ud800', '\udfff', 'a\ud83db', 'end\ud83d', '\ude00start']) expect(textProblem(text, true)).toMatch(/surrogate/);
    for (const text of ['\u0001', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', '\u009f']) expect(textProblem(text, true)).toMatch(/control/);
  });

  it('takes line breaks and tabs only in multi-line text', () => {
    for (const text of ['line\nbreak', 'a\r\nb', 'tab\there', 'x\u2028y', 'p\u2029q']) {
      expect(textProblem(text, false)).toBe('must be one line of text');
      expect(textProblem(text, true)).toBeUndefined();
    }
  });
});
