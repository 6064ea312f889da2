import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LongPress } from './long-press.ts';

describe('a long press (spec 9: 350 ms, 10 px)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires at 350 ms, not before', () => {
    const fire = vi.fn();
    const p = new LongPress(fire);
    p.down(0, 0);
    vi.advanceTimersByTime(349);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('tolerates a move of 10 px, not more', () => {
    const fire = vi.fn();
    const p = new LongPress(fire);
    p.down(100, 100);
    p.move(106, 108); // 10 px
    vi.advanceTimersByTime(350);
    expect(fire).toHaveBeenCalledOnce();
    p.down(100, 100);
    p.move(111, 100);
    vi.advanceTimersByTime(350);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('is cancelled by lifting the finger', () => {
    const fire = vi.fn();
    const p = new LongPress(fire);
    p.down(0, 0);
    vi.advanceTimersByTime(300);
    p.cancel();
    vi.advanceTimersByTime(1000);
    expect(fire).not.toHaveBeenCalled();
  });
});
