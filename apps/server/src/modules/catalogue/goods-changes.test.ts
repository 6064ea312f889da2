import { describe, expect, it } from 'vitest';
import type { EventBus, EventHandler } from '../../platform/events.ts';
import { goodsChangesOf } from './goods-changes.ts';

/** Two instances' buses joined as LISTEN/NOTIFY joins them: a publish reaches every subscriber, later. */
function joinedBuses(): [EventBus, EventBus, () => void] {
  const handlers: EventHandler[] = [];
  const queued: unknown[] = [];
  const bus = (): EventBus => ({
    publish: async (_channel, payload) => void queued.push(payload),
    subscribe: (_channel, handler) => {
      handlers.push(handler);
      return () => {};
    },
    close: async () => {},
  });
  return [bus(), bus(), () => queued.splice(0).forEach((p) => handlers.forEach((h) => h(p)))];
}

describe('goods changes', () => {
  it('bumps the version at once where the change was made, and on other instances when they hear of it', async () => {
    const [here, there, deliver] = joinedBuses();
    const a = goodsChangesOf(here);
    const b = goodsChangesOf(there);
    expect(goodsChangesOf(here)).toBe(a);
    expect([a.versionOf(7), b.versionOf(7)]).toEqual([0, 0]);
    await a.announce(7);
    const mine = a.versionOf(7);
    expect(mine).toBeGreaterThan(0);
    expect(b.versionOf(7)).toBe(0);
    deliver();
    expect(b.versionOf(7)).toBeGreaterThan(0);
    expect(a.versionOf(7)).not.toBe(mine);
    expect(a.versionOf(8)).toBe(0);
  });
});
