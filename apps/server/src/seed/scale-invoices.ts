import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, orderNoRange, runChunks } from './scale-chunks.ts';

/**
 * Invoices of the generated orders for the scale benchmarks: about 15% of completed orders (a hash of the order
 * number decides) asked for a personal invoice in the shopper's name, and their shop issued it a day after the order
 * was received, for what was paid (completed generated orders have no refunds). Numbers come from each shop's
 * `invoice_counter` as `invoice-issue.service.ts` gives them: the counter grows by the chunk's invoices of that shop
 * in the same statement, so per shop the numbers run 1..last_no without a gap or a repeat. No PDF is stored
 * (`pdf_key` null: the invoice list then offers no download).
 */

const LOCK = 72_015;
const SHARE = 15;

const CHUNK_SQL = `
with o as (
  select o.id, o.account_id, o.shop_id, o.pay_amount, o.received_at, a.nick_name from sale_order o join account a on a.id = o.account_id
  where o.${orderNoRange} and o.status = 'completed' and (hashint4(substr(o.order_no, 2)::int * 71 + 6) & 2147483647) % 100 < ${SHARE}
    and not exists (select 1 from invoice i where i.order_id = o.id and i.kind = 'invoice' and i.status <> 'cancelled')
), numbered as (
  select o.*, coalesce(c.last_no, 0) + row_number() over (partition by o.shop_id order by o.id) as invoice_no, m.account_id as issuer
  from o left join invoice_counter c on c.shop_id = o.shop_id join shop s on s.id = o.shop_id join merchant m on m.id = s.merchant_id
), made as (
  insert into invoice (kind, account_id, order_id, shop_id, status, title_kind, title_name, amount, invoice_no, issued_at, issued_by, created_at, updated_at)
  select 'invoice', account_id, id, shop_id, 'issued', 'personal', nick_name, pay_amount, invoice_no,
    least(now(), received_at + interval '1 day'), issuer, received_at, least(now(), received_at + interval '1 day')
  from numbered
  returning shop_id
), counted as (
  insert into invoice_counter (shop_id, last_no)
  select shop_id, count(*) from made group by shop_id
  on conflict (shop_id) do update set last_no = invoice_counter.last_no + excluded.last_no
  returning 1
)
select (select count(*) from made)::int as invoices, (select count(*) from counted)::int as shops`;

/** Issues invoices for a share of the completed generated orders; answers the invoices written. */
export async function topUpInvoices(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const last = await highestGenerated(db, 'orders');
  const written = await runChunks(db, { lockId: LOCK, last, what: 'invoices' }, async (client, from, to) => {
    const result = await client.query<{ invoices: number }>(CHUNK_SQL, [from, to]);
    return result.rows[0]!.invoices;
  }, say);
  await db.$client.query('vacuum (analyze) invoice, invoice_counter');
  return written;
}

/** What is wrong with the generated invoices: amounts other than paid, numbers with gaps or repeats per shop. */
export async function checkScaleInvoices(db: Db): Promise<string[]> {
  return countProblems(db, [
    ['invoices of generated orders for another amount than paid, or of an order not completed', `select count(*)::int as n from invoice i join sale_order o on o.id = i.order_id
      where o.order_no ~ '^G[0-9]{9}$' and i.kind = 'invoice' and (i.amount <> o.pay_amount or o.received_at is null or i.shop_id <> o.shop_id or i.account_id <> o.account_id)`],
    ['shops whose issued invoice numbers are not 1..their counter', `select count(*)::int as n from invoice_counter c
      left join lateral (select count(*) as n, count(distinct invoice_no) as distinct_n, min(invoice_no) as low, max(invoice_no) as high
        from invoice i where i.shop_id = c.shop_id and i.invoice_no is not null) i on true
      where c.last_no > 0 and (i.n <> c.last_no or i.distinct_n <> i.n or i.low <> 1 or i.high <> c.last_no)`],
  ]);
}
