import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@mall/contract/chat/chat-fields';
import { addToThread, type ChatThread, contiguousEnd, hasGap, mergeBySeq, visibleMessages } from './message-merge.ts';
import { olderPage, syncThread, type RecordFetch } from './thread-sync.ts';

const msg = (seq: number, text = `m${seq}`): TChatMessage => ({
  messageId: 1000 + seq,
  conversationId: 5,
  seq,
  side: seq % 2 ? 'shopper' : 'shop',
  senderId: 1,
  clientMessageId: `client-${seq}`,
  type: 'text',
  text,
  imageUrl: null,
  goodsId: null,
  orderNo: null,
  notice: null,
  createdAt: '2026-11-26T10:00:00.000Z',
});
const seqs = (list: readonly TChatMessage[]) => list.map((m) => m.seq);

/** A server holding messages 1..last, answering chat/record as the real one does. */
function server(last: () => number): RecordFetch & { calls: unknown[] } {
  const calls: unknown[] = [];
  const fetch = (async (r: { afterSeq?: number; beforeSeq?: number; pageSize: number }) => {
    calls.push(r);
    const all = Array.from({ length: last() }, (_, i) => msg(i + 1));
    let list: TChatMessage[];
    let hasMore: boolean;
    if (r.afterSeq !== undefined) {
      const after = all.filter((m) => m.seq > r.afterSeq!);
      list = after.slice(0, r.pageSize);
      hasMore = after.length > r.pageSize;
    } else {
      const before = r.beforeSeq === undefined ? all : all.filter((m) => m.seq < r.beforeSeq!);
      list = before.slice(-r.pageSize);
      hasMore = before.length > r.pageSize;
    }
    return { list, hasMore, lastSeq: last() };
  }) as RecordFetch & { calls: unknown[] };
  fetch.calls = calls;
  return fetch;
}

describe('merging messages by seq', () => {
  it('keeps each seq once, in order, whatever the order they come in', () => {
    const merged = mergeBySeq([msg(1), msg(2), msg(4)], [msg(4), msg(3), msg(2), msg(6), msg(5)]);
    expect(seqs(merged)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seqs(mergeBySeq([], [msg(3), msg(1), msg(2), msg(1)]))).toEqual([1, 2, 3]);
  });

  it('shows only the run without a gap; a message past a gap waits for the catch-up', () => {
    const held = [msg(3), msg(4), msg(6)];
    expect(contiguousEnd(held)).toBe(4);
    expect(hasGap(held)).toBe(true);
    expect(seqs(visibleMessages(held))).toEqual([3, 4]);
    const filled = addToThread({ messages: held, hasOlder: true }, [msg(5)]);
    expect(hasGap(filled.messages)).toBe(false);
    expect(seqs(visibleMessages(filled.messages))).toEqual([3, 4, 5, 6]);
    expect(filled.hasOlder).toBe(true);
    expect(contiguousEnd([])).toBe(0);
  });

  it('a randomized interleaving of pushes, duplicates and catch-ups ends with every message once, in order', async () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 50; round++) {
      let last = 10;
      const fetch = server(() => last);
      let held = (await syncThread(() => undefined, fetch)).messages;
      for (let step = 0; step < 40; step++) {
        last += 1;
        const r = random();
        // Pushed, pushed twice, or lost (a reconnect); sometimes the socket reopens and catches up.
        if (r < 0.5) held = mergeBySeq(held, [msg(last)]);
        else if (r < 0.7) held = mergeBySeq(mergeBySeq(held, [msg(last)]), [msg(last)]);
        const shown = visibleMessages(held);
        expect(seqs(shown)).toEqual(Array.from({ length: shown.length }, (_, i) => shown[0]!.seq + i));
        if (random() < 0.3) held = (await syncThread(() => ({ messages: held, hasOlder: false }), fetch)).messages;
      }
      held = (await syncThread(() => ({ messages: held, hasOlder: false }), fetch)).messages;
      expect(seqs(held)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
  });
});

describe('catching up', () => {
  it('first load takes the newest page, and says whether older ones exist', async () => {
    const fetch = server(() => 45);
    const thread = await syncThread(() => undefined, fetch);
    expect(seqs(thread.messages)).toEqual(Array.from({ length: 30 }, (_, i) => i + 16));
    expect(thread.hasOlder).toBe(true);
  });

  it('asks after the end of the run held, page by page, with no gap and no duplicate', async () => {
    let last = 260;
    const fetch = server(() => last);
    const thread = await syncThread(() => ({ messages: [msg(1), msg(2), msg(3), msg(200)], hasOlder: false }), fetch);
    expect(fetch.calls[0]).toEqual({ afterSeq: 3, pageSize: 100 });
    expect(seqs(thread.messages)).toEqual(Array.from({ length: 260 }, (_, i) => i + 1));
    last = 261;
    const again = await syncThread(() => thread, fetch);
    expect(seqs(again.messages).slice(-2)).toEqual([260, 261]);
  });

  it('keeps what was pushed while the catch-up was on its way', async () => {
    let cache: ChatThread = { messages: [msg(1), msg(2)], hasOlder: false };
    const fetch: RecordFetch = async () => {
      // A push lands in the cache meanwhile (seq 4), after the server read 3.
      cache = addToThread(cache, [msg(4)]);
      return { list: [msg(3)], hasMore: false, lastSeq: 3 };
    };
    const thread = await syncThread(() => cache, fetch);
    expect(seqs(thread.messages)).toEqual([1, 2, 3, 4]);
  });
});

describe('history upward', () => {
  it('asks the page before the first message held, and says whether more is older', async () => {
    const fetch = server(() => 80);
    const first = await syncThread(() => undefined, fetch);
    expect(first.messages[0]!.seq).toBe(51);
    const page = await olderPage(first, fetch);
    expect(fetch.calls.at(-1)).toEqual({ beforeSeq: 51, pageSize: 30 });
    expect(seqs(page.list)).toEqual(Array.from({ length: 30 }, (_, i) => i + 21));
    expect(page.hasOlder).toBe(true);
    const merged = addToThread(first, page.list, page.hasOlder);
    const last = await olderPage(merged, fetch);
    expect(seqs(last.list)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(last.hasOlder).toBe(false);
    expect(seqs(addToThread(merged, last.list, last.hasOlder).messages)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
  });
});
