import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TChatRecordResponse } from '@mall/contract/chat/chat-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { builtOnce, type Db } from '../../platform/database.ts';
import { chatMessage } from './chat.tables.ts';
import { conversationOf, type Party } from './conversations.ts';
import { toMessage } from './chat-view.ts';

/** The three shapes of a page of messages (after a number, before one, the latest), named statements built once. */
const pageOf = (name: string, order: 'asc' | 'desc', from?: 'after' | 'before') =>
  builtOnce((q) =>
    q
      .select()
      .from(chatMessage)
      .where(
        and(
          eq(chatMessage.conversationId, sql.placeholder('conversationId')),
          from === 'after' ? gt(chatMessage.seq, sql.placeholder('seq')) : from === 'before' ? lt(chatMessage.seq, sql.placeholder('seq')) : undefined,
        ),
      )
      .orderBy(order === 'asc' ? asc(chatMessage.seq) : desc(chatMessage.seq))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const pages = {
  after: pageOf('chat_page_after', 'asc', 'after'),
  before: pageOf('chat_page_before', 'desc', 'before'),
  latest: pageOf('chat_page_latest', 'desc'),
};

/**
 * A conversation's messages in sequence order: after `afterSeq` (a client catching up after a reconnect asks from
 * its last number, so it gets each message once and in order), or the page before `beforeSeq` (history upward),
 * or the latest page. One range of the (conversation, seq) index.
 */
export async function messageRecord(
  db: Db,
  party: Party,
  input: { conversationId: number; afterSeq?: number | undefined; beforeSeq?: number | undefined; pageSize: number },
  lang: Lang,
): Promise<TChatRecordResponse> {
  const conv = await conversationOf(db, party, input.conversationId);
  const forward = input.afterSeq !== undefined;
  const of = { conversationId: conv.id, limit: input.pageSize + 1 };
  const rows = forward
    ? await pages.after(db).execute({ ...of, seq: input.afterSeq })
    : input.beforeSeq !== undefined
      ? await pages.before(db).execute({ ...of, seq: input.beforeSeq })
      : await pages.latest(db).execute(of);
  const page = rows.slice(0, input.pageSize);
  if (!forward) page.reverse();
  return { list: page.map((r) => toMessage(r, lang)), hasMore: rows.length > input.pageSize, lastSeq: conv.lastSeq };
}
