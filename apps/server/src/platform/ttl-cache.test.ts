import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('shares one load between concurrent misses and keeps it until it expires', async () => {
    let clock = 1000;
    let loads = 0;
    const cache = createTtlCache<number>(50, 100, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    clock += 49;
    expect(await cache.get('a', load)).toBe(1);
    clock += 1;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const cache = createTtlCache<string>(1000);
    await expect(cache.get('x', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('x', async () => 'back')).toBe('back');
  });

  it('caches nothing with a time of 0, and drops the oldest entry past its size', async () => {
    let loads = 0;
    const off = createTtlCache<number>(0);
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
    const small = createTtlCache<string>(10_000, 2);
    await small.get('a', async () => 'a1');
    await small.get('b', async () => 'b1');
    await small.get('c', async () => 'c1');
    expect(await small.get('a', async () => 'a2')).toBe('a2');
    expect(await small.get('c', async () => 'c2')).toBe('c1');
  });
});

describe('ttl cache with a stale time', () => {
  it('answers a stale value at once while one reload runs, then the fresh one', async () => {
    let clock = 1000;
    let loads = 0;
    let release: () => void = () => {};
    const cache = createTtlCache<number>(50, 100, () => clock, 1000);
    expect(await cache.get('a', async () => ++loads)).toBe(1);
    clock += 60;
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        release = () => resolve(loads);
      });
    // Past its time: three calls get the old value, and start one reload between them.
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1, 1]);
    expect(loads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('a', slow)).toBe(2);
  });

  it('keeps the stale value when the reload fails, and loads afresh past the stale time', async () => {
    let clock = 1000;
    const cache = createTtlCache<string>(50, 100, () => clock, 100);
    await cache.get('a', async () => 'old');
    clock += 60;
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('a', async () => 'next')).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    clock += 200;
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });
});
