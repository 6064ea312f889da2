import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TChatConversation } from '@mall/contract/chat/chat-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { isShopListed } from '../shop/shop.api.ts';
import { chatConversation } from './chat.tables.ts';
import { conversationViews, type ConversationRow, type Viewer } from './chat-view.ts';

/** Conversations: opened once per shopper and shop (or platform), found only by those in them. */

/**
 * The shopper's conversation with a shop, opened if need be: an insert that does nothing on the partial unique
 * index, then a read, so two opens at once make one conversation.
 */
export async function openShopConversation(db: Db, shopperId: number, shopId: number): Promise<ConversationRow> {
  if (!(await isShopListed(db, shopId))) throw notFound();
  await db.execute(sql`insert into ${chatConversation} (kind, shopper_id, shop_id) values ('shop', ${shopperId}, ${shopId})
                       on conflict (shopper_id, shop_id) where kind = 'shop' do nothing`);
  const [row] = await db.select().from(chatConversation).where(and(eq(chatConversation.kind, 'shop'), eq(chatConversation.shopperId, shopperId), eq(chatConversation.shopId, shopId)));
  return row!;
}

/** The shopper's conversation with the platform, opened if need be (once, however many open it at once). */
export async function openPlatformConversation(db: Db | Tx, shopperId: number): Promise<ConversationRow> {
  await db.execute(sql`insert into ${chatConversation} (kind, shopper_id) values ('platform', ${shopperId})
                       on conflict (shopper_id) where kind = 'platform' do nothing`);
  const [row] = await db.select().from(chatConversation).where(and(eq(chatConversation.kind, 'platform'), eq(chatConversation.shopperId, shopperId)));
  return row!;
}

/**
 * The conversation about a medicine demand between its shopper and a pharmacy, opened if need be (once, however many
 * open it at once). The health module decides who may open it; its shop's staff answer it like a shop conversation.
 */
export async function openDemandConversation(db: Db | Tx, shopperId: number, shopId: number, demandId: number): Promise<ConversationRow> {
  await db.execute(sql`insert into ${chatConversation} (kind, shopper_id, shop_id, demand_id) values ('demand', ${shopperId}, ${shopId}, ${demandId})
                       on conflict (demand_id, shop_id) where kind = 'demand' do nothing`);
  const [row] = await db.select().from(chatConversation).where(and(eq(chatConversation.kind, 'demand'), eq(chatConversation.demandId, demandId), eq(chatConversation.shopId, shopId)));
  return row!;
}

/** Who may act in a conversation: its shopper, the staff of its shop, or the platform's operators. */
export type Party = { side: 'shopper'; accountId: number } | { side: 'shop'; accountId: number; shopId: number } | { side: 'platform'; accountId: number };

export function viewerOf(party: Party): Viewer {
  return party.side === 'shopper' ? 'shopper' : 'staff';
}

/** Only the conversations of the party: anything else answers not found, as one that does not exist. */
function partyFilter(party: Party): SQL {
  if (party.side === 'shopper') return eq(chatConversation.shopperId, party.accountId);
  if (party.side === 'shop') return and(inArray(chatConversation.kind, ['shop', 'demand']), eq(chatConversation.shopId, party.shopId))!;
  return eq(chatConversation.kind, 'platform');
}

/** A conversation of the party (not found for anyone else's). */
export async function conversationOf(db: Db | Tx, party: Party, conversationId: number): Promise<ConversationRow> {
  const [row] = await db.select().from(chatConversation).where(and(eq(chatConversation.id, conversationId), partyFilter(party)));
  if (!row) throw notFound();
  return row;
}

/** The shop of a conversation (a merchant route's shop scope), undefined for none or a platform one. */
export async function shopOfConversation(db: Db, conversationId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: chatConversation.shopId }).from(chatConversation).where(eq(chatConversation.id, conversationId));
  return row?.shopId ?? undefined;
}

/** The party's conversations with at least one message, latest first, a keyset page at a time. */
export async function listConversations(
  db: Db,
  party: Party,
  input: { after?: string | undefined; pageSize: number },
  lang: Lang,
): Promise<{ list: TChatConversation[]; next: string | null }> {
  const after = input.after ? decodeCursor(input.after) : undefined;
  const rows = await db
    .select({ row: chatConversation, at: sql<string>`${chatConversation.lastMessageAt}::text` })
    .from(chatConversation)
    .where(
      and(
        partyFilter(party),
        isNotNull(chatConversation.lastMessageAt),
        party.side === 'platform' ? isNotNull(chatConversation.shopperWroteAt) : undefined,
        after ? sql`(${chatConversation.lastMessageAt}, ${chatConversation.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(chatConversation.lastMessageAt), desc(chatConversation.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page[page.length - 1];
  return {
    list: await conversationViews(db, page.map((r) => r.row), viewerOf(party), lang),
    next: rows.length > input.pageSize && last ? encodeCursor(last.at, last.row.id) : null,
  };
}

/** What the shopper has not read across their conversations, muted ones left out. */
export async function shopperUnreadTotal(db: Db | Tx, shopperId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${chatConversation.lastSeq} - ${chatConversation.shopperReadSeq}), 0)::int` })
    .from(chatConversation)
    .where(and(eq(chatConversation.shopperId, shopperId), eq(chatConversation.shopperMuted, false)));
  return row?.n ?? 0;
}

/** What a shop's staff (or the platform's operators) have not read across the side's conversations. */
export async function staffUnreadTotal(db: Db | Tx, party: Exclude<Party, { side: 'shopper' }>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${chatConversation.lastSeq} - ${chatConversation.staffReadSeq}), 0)::int` })
    .from(chatConversation)
    .where(and(partyFilter(party), party.side === 'platform' ? isNotNull(chatConversation.shopperWroteAt) : undefined));
  return row?.n ?? 0;
}

/** Mutes or unmutes one of the shopper's conversations. */
export async function muteConversation(db: Db, shopperId: number, conversationId: number, muted: boolean, lang: Lang): Promise<TChatConversation> {
  const [row] = await db
    .update(chatConversation)
    .set({ shopperMuted: muted })
    .where(and(eq(chatConversation.id, conversationId), eq(chatConversation.shopperId, shopperId)))
    .returning();
  if (!row) throw notFound();
  return (await conversationViews(db, [row], 'shopper', lang))[0]!;
}
