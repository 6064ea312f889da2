import type { TChatMessage } from '@mall/contract/chat/chat-fields';

/**
 * A conversation's messages as the client holds them: unique by sequence number, in order. The server numbers each
 * conversation's messages 1, 2, 3 ... without gaps, so what the client shows is the run without a gap from the
 * first it holds; a message pushed past a gap waits in `messages` until the catch-up (`chat/record` after the end
 * of that run) fills it.
 */
export interface ChatThread {
  messages: readonly TChatMessage[];
  /** Older messages exist before the first held (history upward). */
  hasOlder: boolean;
}

export const EMPTY_THREAD: ChatThread = { messages: [], hasOlder: false };

/** The messages of both lists, once each (by seq; a later copy of a seq replaces an earlier one), in seq order. */
export function mergeBySeq(held: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  if (incoming.length === 0) return held as TChatMessage[];
  const bySeq = new Map<number, TChatMessage>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The last seq of the run without a gap from the first message held (0 when none is held). */
export function contiguousEnd(messages: readonly TChatMessage[]): number {
  if (messages.length === 0) return 0;
  let end = messages[0]!.seq;
  for (let i = 1; i < messages.length; i++) {
    const seq = messages[i]!.seq;
    if (seq !== end + 1) break;
    end = seq;
  }
  return end;
}

/** What is shown: the run without a gap from the first message held. */
export function visibleMessages(messages: readonly TChatMessage[]): readonly TChatMessage[] {
  const end = contiguousEnd(messages);
  const cut = messages.findIndex((m) => m.seq > end);
  return cut === -1 ? messages : messages.slice(0, cut);
}

/** Whether a message is held past a gap (a catch-up is due). */
export function hasGap(messages: readonly TChatMessage[]): boolean {
  return messages.length > 0 && contiguousEnd(messages) !== messages[messages.length - 1]!.seq;
}

/** The thread with messages added (a push, a sent message's answer, a catch-up page, an older page). */
export function addToThread(thread: ChatThread | undefined, incoming: readonly TChatMessage[], hasOlder?: boolean): ChatThread {
  const base = thread ?? EMPTY_THREAD;
  return { messages: mergeBySeq(base.messages, incoming), hasOlder: hasOlder ?? base.hasOlder };
}
