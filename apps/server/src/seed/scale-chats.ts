import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, runChunks, shopperNoRange } from './scale-chunks.ts';

/**
 * Chats of the generated shoppers for the scale benchmarks: about 20% of them (a hash of the shopper number decides)
 * talk with one open mall shop, picked by the same hash, in 2 to 6 text messages, the shopper and the shop's merchant
 * taking turns three minutes apart, numbered 1..n as `send-message.ts` numbers them. The conversation's `last_seq` is
 * n, both read marks are at the last message each side has seen (the shopper read all, the shop up to its own last
 * reply), and `last_message_at` / `shopper_wrote_at` are its last message's and the shopper's last message's times.
 */

const LOCK = 72_014;
const SHARE = 20;

const LINES = `(values
  (1, 'Hello, is this still in stock?'),
  (2, 'Hello! Yes, it is in stock and ships within 24 hours.'),
  (3, 'Great. Does it come in a larger size?'),
  (4, 'It does: choose the size on the goods page before adding it to your cart.'),
  (5, 'Thanks, I have ordered it.'),
  (6, 'Thank you for your order!')
) as t(seq, text)`;

const CHUNK_SQL = `
with s as (
  select a.id, substr(a.number, 3)::int as n, a.created_at from account a
  where a.${shopperNoRange} and (hashint4(substr(a.number, 3)::int * 53 + 1) & 2147483647) % 100 < ${SHARE}
    and not exists (select 1 from chat_conversation c where c.shopper_id = a.id and c.kind = 'shop')
), shaped as (
  select s.id as shopper_id, ($3::int[])[1 + (hashint4(s.n * 59 + 2) & 2147483647) % cardinality($3::int[])] as shop_id,
    ($4::int[])[1 + (hashint4(s.n * 59 + 2) & 2147483647) % cardinality($4::int[])] as merchant_account_id,
    2 + (hashint4(s.n * 61 + 4) & 2147483647) % 5 as messages,
    least(now() - interval '1 day', s.created_at + make_interval(days => (hashint4(s.n * 67 + 8) & 2147483647) % 700, mins => s.n % 1440)) as started
  from s
), conversations as (
  insert into chat_conversation (kind, shopper_id, shop_id, last_seq, shopper_read_seq, staff_read_seq, last_message_at, shopper_wrote_at, created_at)
  select 'shop', shopper_id, shop_id, messages, messages, messages - messages % 2,
    started + make_interval(mins => 3 * (messages - 1)), started + make_interval(mins => 3 * (messages - 2 + messages % 2)), started
  from shaped
  on conflict do nothing
  returning id, shopper_id
), messages as (
  insert into chat_message (conversation_id, seq, side, sender_id, client_message_id, type, body, created_at)
  select c.id, t.seq, case when t.seq % 2 = 1 then 'shopper' else 'shop' end,
    case when t.seq % 2 = 1 then sh.shopper_id else sh.merchant_account_id end,
    'scale-' || t.seq, 'text', jsonb_build_object('text', t.text), sh.started + make_interval(mins => 3 * (t.seq - 1))
  from conversations c join shaped sh on sh.shopper_id = c.shopper_id join ${LINES} on t.seq <= sh.messages
  returning 1
)
select (select count(*) from conversations)::int + (select count(*) from messages)::int as written`;

/** Gives a share of the generated shoppers a conversation with a shop; answers the rows written (conversations and messages). */
export async function topUpChats(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const { rows: shops } = await db.$client.query<{ id: number; account_id: number }>(
    `select s.id, m.account_id from shop s join merchant m on m.id = s.merchant_id where s.status = 'open' and s.kind = 'mall' order by s.id`,
  );
  if (shops.length === 0) throw new Error('no open mall shop to chat with');
  const last = await highestGenerated(db, 'shoppers');
  const written = await runChunks(db, { lockId: LOCK, last, writers: 2, what: 'chats' }, async (client, from, to) => {
    const result = await client.query<{ written: number }>(CHUNK_SQL, [from, to, shops.map((s) => s.id), shops.map((s) => s.account_id)]);
    return result.rows[0]!.written;
  }, say);
  await db.$client.query('vacuum (analyze) chat_conversation, chat_message');
  return written;
}

/** What is wrong with the generated shoppers' conversations: gaps in the numbers, marks and times that disagree. */
export async function checkScaleChats(db: Db): Promise<string[]> {
  // Only the shop conversations are the load's: a mall running on the data writes its own notices to these shoppers
  // (an order shipped), by its own rules (times to the millisecond).
  const generated = `c.kind = 'shop' and c.shopper_id in (select id from account where number ~ '^SP[0-9]{8}$')`;
  return countProblems(db, [
    ['generated conversations whose messages are not numbered 1..last_seq', `select count(*)::int as n from chat_conversation c
      left join lateral (select count(*) as n, min(seq) as low, max(seq) as high, max(created_at) as at from chat_message m where m.conversation_id = c.id) m on true
      where ${generated} and (m.n <> c.last_seq or m.low <> 1 or m.high <> c.last_seq or m.at <> c.last_message_at)`],
    ['generated conversations whose read marks pass their last message', `select count(*)::int as n from chat_conversation c
      where ${generated} and (c.shopper_read_seq > c.last_seq or c.staff_read_seq > c.last_seq)`],
    ['generated conversations whose shopper wrote last at another time', `select count(*)::int as n from chat_conversation c
      where ${generated} and c.shopper_wrote_at is distinct from (select max(m.created_at) from chat_message m where m.conversation_id = c.id and m.side = 'shopper')`],
  ]);
}
