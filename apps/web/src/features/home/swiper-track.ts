/**
 * The position arithmetic of the looping banner swiper. The track holds the slides with a copy of the last one
 * before them and a copy of the first one after them, so that moving on from the last slide slides on to the first
 * (its copy) and then jumps, unseen, to the real first one. Track positions therefore run from 0 (copy of the last)
 * to count + 1 (copy of the first); the real slides are at 1..count.
 */

/** The track position of real slide `slide` (0-based) in a looping track. */
export function trackOfSlide(slide: number, loop: boolean): number {
  return loop ? slide + 1 : slide;
}

/** The real slide (0-based) shown at a track position, for the indicator. */
export function slideOfTrack(track: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (!loop) return Math.min(Math.max(track, 0), count - 1);
  return (((track - 1) % count) + count) % count;
}

/** Where the track jumps, without animation, after settling on a copy; undefined when it rests on a real slide. */
export function jumpAfterSettle(track: number, count: number, loop: boolean): number | undefined {
  if (!loop || count <= 1) return undefined;
  if (track <= 0) return count;
  if (track >= count + 1) return 1;
  return undefined;
}

/** The next track position of an autoplay step or a swipe to the left (a non-looping track stops at its end). */
export function stepForward(track: number, count: number, loop: boolean): number {
  if (count <= 1) return track;
  return loop ? Math.min(track + 1, count + 1) : Math.min(track + 1, count - 1);
}

export function stepBack(track: number, count: number, loop: boolean): number {
  if (count <= 1) return track;
  return loop ? Math.max(track - 1, 0) : Math.max(track - 1, 0);
}

/** A swipe changes the slide when the finger moved a fifth of the width, or flicked faster than 0.3 px/ms. */
export function swipeDirection(dx: number, width: number, ms: number): -1 | 0 | 1 {
  if (width <= 0) return 0;
  const fast = ms > 0 && Math.abs(dx) / ms > 0.3 && Math.abs(dx) > 10;
  if (Math.abs(dx) < width / 5 && !fast) return 0;
  return dx < 0 ? 1 : -1;
}
