import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const t = await createTestApp();

describe('the job queue', () => {
  it('runs a job sent to a defined queue, once, with its data', async () => {
    const seen: { orderId: number }[] = [];
    await t.jobs.send('test-cancel-unpaid', { orderId: 42 }, { singletonKey: 'order-42' });
    // The same key again while the first is waiting is not queued twice. (Both are sent before the queue has a
    // worker: once a worker has taken the first, the 'short' policy lets a new one wait, which a busy machine showed.)
    await t.jobs.send('test-cancel-unpaid', { orderId: 42 }, { singletonKey: 'order-42' });
    await t.jobs.define<{ orderId: number }>('test-cancel-unpaid', async (data) => {
      seen.push(data);
    });
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(1);
    // Three more polls: the copy was never queued, so it never runs.
    await new Promise((r) => setTimeout(r, 1_600));
    expect(seen).toEqual([{ orderId: 42 }]);
  });

  it('waits for startAfter before running a job', async () => {
    const ranAt: number[] = [];
    await t.jobs.define('test-delayed', async () => {
      ranAt.push(Date.now());
    });
    const sentAt = Date.now();
    await t.jobs.send('test-delayed', {}, { startAfter: 2 });
    await expect.poll(() => ranAt.length, { timeout: 15_000 }).toBe(1);
    expect(ranAt[0]! - sentAt).toBeGreaterThanOrEqual(1_900);
  });
});
