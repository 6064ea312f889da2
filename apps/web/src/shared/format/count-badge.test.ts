import { describe, expect, it } from 'vitest';
import { countBadge } from './count-badge.ts';

describe('countBadge', () => {
  it('shows nothing for none, the count up to 99, and 99+ past it', () => {
    expect(countBadge(undefined)).toBeUndefined();
    expect(countBadge(0)).toBeUndefined();
    expect(countBadge(-3)).toBeUndefined();
    expect(countBadge(7)).toBe('7');
    expect(countBadge(99)).toBe('99');
    expect(countBadge(100)).toBe('99+');
  });
});
