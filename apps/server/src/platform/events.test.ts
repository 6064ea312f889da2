import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { createEventBus } from './events.ts';

const t = await createTestApp();

describe('the event bus', () => {
  it('carries an event from one instance to every listening instance', async () => {
    const other = createEventBus(t.db, t.url);
    const received: unknown[] = [];
    const mine: unknown[] = [];
    other.subscribe('test_chat', (p) => received.push(p));
    t.events.subscribe('test_chat', (p) => mine.push(p));
    try {
      // Subscribing starts listening in the background; publish until both listeners are in place.
      await expect
        .poll(
          async () => {
            await t.events.publish('test_chat', { conversationId: 7 });
            return received.length > 0 && mine.length > 0;
          },
          { timeout: 5_000, interval: 200 },
        )
        .toBe(true);
      expect(received[0]).toEqual({ conversationId: 7 });
    } finally {
      await other.close();
    }
  });

  it('refuses bad channel names and oversized payloads', async () => {
    await expect(t.events.publish('bad channel; drop', {})).rejects.toThrow(/channel/);
    await expect(t.events.publish('test_big', { text: 'x'.repeat(10_000) })).rejects.toThrow(/too large/);
  });
});
