import { sql } from 'drizzle-orm';
import type { TQueryReviewingPaymentsResponse } from '@mall/contract/payment/query-reviewing-payments';
import type { Db } from '../platform/database.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { payment, paymentOrder } from '../modules/payment/payment.tables.ts';

/**
 * Read model: a shop's bank transfers waiting for review (payment, through `payment_reviewing_idx`) with the numbers
 * of the shop's orders they pay (order). One statement; at most 100, oldest first, as a queue.
 */
export async function readReviewingPayments(db: Db, shopId: number): Promise<TQueryReviewingPaymentsResponse> {
  const rows = await db.execute<{ payment_no: string; amount: number; order_nos: string[]; images: string[] | null; note: string | null; submitted_at: Date | string }>(sql`
    select p.payment_no, p.amount, array_agg(o.order_no order by o.id) as order_nos, p.voucher_images as images, p.voucher_note as note,
           coalesce(p.voucher_at, p.created_at) as submitted_at
    from ${payment} p
    join ${paymentOrder} po on po.payment_id = p.id
    join ${saleOrder} o on o.id = po.order_id
    where p.status = 'reviewing' and o.shop_id = ${shopId}
    group by p.id
    order by p.created_at, p.id
    limit 100`);
  return {
    list: rows.rows.map((r) => ({
      paymentNo: r.payment_no,
      amount: r.amount,
      orderNos: r.order_nos,
      images: r.images ?? [],
      note: r.note ?? '',
      submittedAt: new Date(r.submitted_at).toISOString(),
    })),
  };
}
