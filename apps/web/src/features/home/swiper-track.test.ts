import { describe, expect, it } from 'vitest';
import { jumpAfterSettle, slideOfTrack, stepBack, stepForward, swipeDirection, trackOfSlide } from './swiper-track.ts';

describe('looping swiper track', () => {
  it('places real slides after the copy of the last one', () => {
    expect(trackOfSlide(0, true)).toBe(1);
    expect(trackOfSlide(0, false)).toBe(0);
    expect([0, 1, 2, 3, 4].map((t) => slideOfTrack(t, 3, true))).toEqual([2, 0, 1, 2, 0]);
    expect(slideOfTrack(5, 3, false)).toBe(2);
    expect(slideOfTrack(3, 0, true)).toBe(0);
  });

  it('moves on past the last slide to the copy of the first, then jumps to the real first', () => {
    expect(stepForward(3, 3, true)).toBe(4);
    expect(jumpAfterSettle(4, 3, true)).toBe(1);
    expect(stepBack(1, 3, true)).toBe(0);
    expect(jumpAfterSettle(0, 3, true)).toBe(3);
    expect(jumpAfterSettle(2, 3, true)).toBeUndefined();
    expect(stepForward(4, 3, true)).toBe(4);
  });

  it('stops at the ends without a loop, and never moves a single slide', () => {
    expect(stepForward(2, 3, false)).toBe(2);
    expect(stepBack(0, 3, false)).toBe(0);
    expect(stepForward(1, 1, true)).toBe(1);
    expect(jumpAfterSettle(0, 1, true)).toBeUndefined();
  });

  it('turns a drag into a direction by distance or speed', () => {
    expect(swipeDirection(-100, 300, 400)).toBe(1);
    expect(swipeDirection(100, 300, 400)).toBe(-1);
    expect(swipeDirection(-30, 300, 400)).toBe(0);
    expect(swipeDirection(-30, 300, 50)).toBe(1);
    expect(swipeDirection(-5, 300, 1)).toBe(0);
    expect(swipeDirection(-100, 0, 10)).toBe(0);
  });
});
