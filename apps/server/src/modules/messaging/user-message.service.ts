import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { TQueryUnreadTotalResponse } from '@mall/contract/messaging/query-unread-total';
import type { TQueryUserMessagesResponse } from '@mall/contract/messaging/query-user-messages';
import type { TReadUserMessageRequest } from '@mall/contract/messaging/read-user-message';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { userMessage } from './messaging.tables.ts';

type Kind = 'system' | 'order' | 'activity';

/** Writes a system message to a user. */
export async function sendUserMessage(
  db: Db | Tx,
  input: { accountId: number; kind: Kind; title: Localized; content: Localized; link?: string },
): Promise<void> {
  await db.insert(userMessage).values({ ...input, link: input.link ?? '' });
}

export const WELCOME_MESSAGE = {
  title: { en: 'Welcome to the mall', zh: '欢迎来到商城', ja: 'モールへようこそ' },
  content: {
    en: 'Thank you for joining. Browse thousands of goods from trusted shops, follow the shops you like, and watch this tab for order news and offers. Your register gift is waiting in your wallet.',
    zh: '感谢您的加入。在这里浏览来自可信店铺的上千种商品，关注您喜欢的店铺，并留意此处的订单动态和优惠活动。您的注册礼金已存入钱包。',
    ja: 'ご登録ありがとうございます。信頼できるショップの豊富な商品を見て、お気に入りのショップをフォローし、注文のお知らせやお得な情報はこちらでご確認ください。登録特典はウォレットに入っています。',
  },
} satisfies { title: Localized; content: Localized };

/** The caller's messages, newest first, a page at a time. */
export async function queryUserMessages(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number; kind?: Kind | undefined; unreadOnly: boolean },
  lang: Lang,
): Promise<TQueryUserMessagesResponse> {
  const where: SQL[] = [eq(userMessage.accountId, accountId)];
  if (input.kind) where.push(eq(userMessage.kind, input.kind));
  if (input.unreadOnly) where.push(isNull(userMessage.readAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(userMessage)
      .where(and(...where))
      .orderBy(desc(userMessage.createdAt), desc(userMessage.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(userMessage).where(and(...where)),
  ]);
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title[lang] ?? r.title.en,
      content: r.content[lang] ?? r.content.en,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}

/** How many of the caller's messages are unread, in all and per kind. */
export async function queryUnreadTotal(db: Db, accountId: number): Promise<TQueryUnreadTotalResponse> {
  const rows = await db
    .select({ kind: userMessage.kind, n: count() })
    .from(userMessage)
    .where(and(eq(userMessage.accountId, accountId), isNull(userMessage.readAt)))
    .groupBy(userMessage.kind);
  const byKind = { system: 0, order: 0, activity: 0 };
  for (const r of rows) byKind[r.kind] = r.n;
  return { total: byKind.system + byKind.order + byKind.activity, byKind };
}

/** Marks one of the caller's messages, or all of them, as read. Another user's message id is not found. */
export async function readUserMessage(
  db: Db,
  accountId: number,
  input: TReadUserMessageRequest,
): Promise<{ updated: number; unreadTotal: number }> {
  let updated: number;
  if ('id' in input) {
    const [own] = await db
      .select({ id: userMessage.id })
      .from(userMessage)
      .where(and(eq(userMessage.id, input.id), eq(userMessage.accountId, accountId)));
    if (!own) throw notFound();
    const rows = await db
      .update(userMessage)
      .set({ readAt: sql`now()` })
      .where(and(eq(userMessage.id, input.id), isNull(userMessage.readAt)))
      .returning({ id: userMessage.id });
    updated = rows.length;
  } else {
    const where = [eq(userMessage.accountId, accountId), isNull(userMessage.readAt)];
    if (input.kind) where.push(eq(userMessage.kind, input.kind));
    const rows = await db.update(userMessage).set({ readAt: sql`now()` }).where(and(...where)).returning({ id: userMessage.id });
    updated = rows.length;
  }
  return { updated, unreadTotal: (await queryUnreadTotal(db, accountId)).total };
}
