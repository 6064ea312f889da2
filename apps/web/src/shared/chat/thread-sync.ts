import type { TChatRecordResponse } from '@mall/contract/chat/chat-fields';
import { addToThread, contiguousEnd, type ChatThread } from './message-merge.ts';

/** The newest messages a conversation opens with; older ones load a page at a time as the shopper scrolls up. */
export const THREAD_PAGE_SIZE = 30;
/** A catch-up asks this many at a time, after the last message held, until nothing more follows. */
export const CATCH_UP_PAGE_SIZE = 100;
/** A catch-up stops after this many pages (10,000 messages); the next one goes on from there. */
const MAX_CATCH_UP_PAGES = 100;

export type RecordFetch = (request: { afterSeq?: number; beforeSeq?: number; pageSize: number }) => Promise<TChatRecordResponse>;

/**
 * Brings a conversation's messages up to date: the newest page when nothing is held yet, else everything after the
 * end of the run held without a gap. `held` is read again at the end and merged with what came, since pushes may
 * have arrived while the pages were on their way: each message is kept once (by seq), none is lost, in order.
 * Called when the socket (re)opens, so it is subscribed before it asks, and nothing falls between the two.
 */
export async function syncThread(held: () => ChatThread | undefined, fetch: RecordFetch): Promise<ChatThread> {
  const start = held();
  let fetched: ChatThread;
  if (!start || start.messages.length === 0) {
    const page = await fetch({ pageSize: THREAD_PAGE_SIZE });
    fetched = { messages: page.list, hasOlder: page.hasMore };
  } else {
    fetched = start;
    for (let i = 0; i < MAX_CATCH_UP_PAGES; i++) {
      const page = await fetch({ afterSeq: contiguousEnd(fetched.messages), pageSize: CATCH_UP_PAGE_SIZE });
      fetched = addToThread(fetched, page.list);
      if (!page.hasMore) break;
    }
  }
  const now = held();
  const firstLoad = !start || start.messages.length === 0;
  return now ? addToThread(now, fetched.messages, firstLoad ? fetched.hasOlder : now.hasOlder) : fetched;
}

/** The page before the first message held (history upward). */
export async function olderPage(thread: ChatThread, fetch: RecordFetch): Promise<{ list: TChatRecordResponse['list']; hasOlder: boolean }> {
  const first = thread.messages[0];
  if (!first) return { list: [], hasOlder: false };
  const page = await fetch({ beforeSeq: first.seq, pageSize: THREAD_PAGE_SIZE });
  return { list: page.list, hasOlder: page.hasMore };
}
