import { describe, expect, it } from 'vitest';
import { editDistance, nearestWord } from './search-suggest.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, changes and swapped neighbours as one step each', () => {
    expect(editDistance('headphone', 'headphone', 2)).toBe(0);
    expect(editDistance('hedphone', 'headphone', 2)).toBe(1);
    expect(editDistance('headphonee', 'headphone', 2)).toBe(1);
    expect(editDistance('heedphone', 'headphone', 2)).toBe(1);
    expect(editDistance('haedphone', 'headphone', 2)).toBe(1);
    expect(editDistance('hdaephone', 'headphone', 2)).toBe(2);
  });

  it('stops at the limit', () => {
    expect(editDistance('tea', 'headphone', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('nearestWord', () => {
  const vocabulary = new Map([
    ['headphone', 0.05],
    ['earbud', 0.04],
    ['tea', 0.03],
    ['teapot', 0.01],
    ['smartphone', 0.06],
    ['smartwatch', 0.02],
  ]);

  it('finds the nearest known word, or the start of one', () => {
    expect(nearestWord('hedphone', vocabulary)).toBe('headphone');
    expect(nearestWord('smartphnoe', vocabulary)).toBe('smartphone');
    expect(nearestWord('earbdu', vocabulary)).toBe('earbud');
    // A half-typed word with a mistake: the start of "headphone".
    expect(nearestWord('hedpho', vocabulary)).toBe('headphone');
  });

  it('leaves known and short words alone, and gives up on words too far from any', () => {
    expect(nearestWord('tea', vocabulary)).toBeNull();
    expect(nearestWord('teq', vocabulary)).toBeNull();
    expect(nearestWord('zzzzqx', vocabulary)).toBeNull();
  });

  it('prefers a whole word, then the commoner one', () => {
    expect(nearestWord('teapo', vocabulary)).toBe('teapot');
    expect(nearestWord('smartwatc', vocabulary)).toBe('smartwatch');
  });
});
