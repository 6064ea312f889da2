import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme.ts';

describe('resolveTheme', () => {
  it('uses the themes it knows', () => {
    expect(resolveTheme('theme-sapphireblue')).toBe('theme-sapphireblue');
    expect(resolveTheme('theme-bluewhite')).toBe('theme-bluewhite');
    expect(resolveTheme(' theme-sapphireblue ')).toBe('theme-sapphireblue');
  });

  it('falls back to theme-bluewhite for anything else', () => {
    expect(resolveTheme('theme-hotpink')).toBe('theme-bluewhite');
    expect(resolveTheme('')).toBe('theme-bluewhite');
    expect(resolveTheme(undefined)).toBe('theme-bluewhite');
  });
});
