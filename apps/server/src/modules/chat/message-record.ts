import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { TChatRecordResponse } from '@mall/contract/chat/chat-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { chatMessage } from './chat.tables.ts';
import { conversationOf, type Party } from './conversations.ts';
import { toMessage } from './chat-view.ts';

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
  const rows = await db
    .select()
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, conv.id),
        forward ? gt(chatMessage.seq, input.afterSeq!) : input.beforeSeq !== undefined ? lt(chatMessage.seq, input.beforeSeq) : undefined,
      ),
    )
    .orderBy(forward ? asc(chatMessage.seq) : desc(chatMessage.seq))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  if (!forward) page.reverse();
  return { list: page.map((r) => toMessage(r, lang)), hasMore: rows.length > input.pageSize, lastSeq: conv.lastSeq };
}
