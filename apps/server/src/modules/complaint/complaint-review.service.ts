import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ComplaintStatus, TComplaintSubjectView } from '@mall/contract/complaint/complaint-fields';
import type { TPlatformComplaint } from '@mall/contract/complaint/query-platform-complaint';
import type { TQueryPlatformComplaintsResponse } from '@mall/contract/complaint/query-platform-complaints';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { accountCards } from '../account/account.api.ts';
import { COMPLAINT_EVENTS, type ComplaintAnswered } from './complaint-events.ts';
import { complaintViews, type ComplaintRow } from './complaint-view.ts';
import { complaint } from './complaint.tables.ts';

/** What the queue says a complaint is about in a few words. */
function aboutText(view: TComplaintSubjectView): string {
  switch (view.subject) {
    case 'return':
      return view.return?.returnNo ?? '';
    case 'order':
      return view.goods ? `${view.order?.orderNo ?? ''} · ${view.goods.title}` : (view.order?.orderNo ?? '');
    case 'goods':
      return view.goods?.title ?? '';
    case 'shop':
      return view.shop.name;
  }
}

/**
 * `platform/complaint/query`: open complaints oldest first (the queue: the longest waiting on top), answered and
 * closed ones newest first, a keyset page at a time over complaint_status_idx (status, created_at, id).
 */
export async function queryPlatformComplaints(
  db: Db,
  input: { status: ComplaintStatus; pageSize: number; after?: string | undefined },
  lang: Lang,
): Promise<TQueryPlatformComplaintsResponse> {
  const t = complaint;
  const queue = input.status === 'open';
  const where: SQL[] = [eq(t.status, input.status)];
  if (input.after) {
    const c = decodeCursor(input.after);
    where.push(queue ? sql`(${t.createdAt}, ${t.id}) > (${c.at}::timestamptz, ${c.id})` : sql`(${t.createdAt}, ${t.id}) < (${c.at}::timestamptz, ${c.id})`);
  }
  const rows = await db
    .select({ row: t, sortAt: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(and(...where))
    .orderBy(...(queue ? [asc(t.createdAt), asc(t.id)] : [desc(t.createdAt), desc(t.id)]))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  const [views, people] = await Promise.all([
    complaintViews(db, page.map((p) => p.row), lang),
    accountCards(db, page.map((p) => p.row.accountId)),
  ]);
  return {
    list: views.map((v, i) => {
      const row = page[i]!.row;
      return {
        complaintId: v.complaintId,
        complaintNo: v.complaintNo,
        status: v.status,
        type: v.type,
        typeLabel: v.typeLabel,
        subject: v.about.subject,
        shopName: v.about.shop.name,
        about: aboutText(v.about),
        complainant: people.get(row.accountId)?.nickName ?? '',
        createdAt: v.createdAt,
        answeredAt: v.answeredAt,
      };
    }),
    next: rows.length > input.pageSize && last ? encodeCursor(last.sortAt, last.row.id) : null,
  };
}

/** A complaint as an operator handles it: its view, who complained and who answered. */
async function platformView(q: Db | Tx, row: ComplaintRow, lang: Lang): Promise<TPlatformComplaint> {
  const [[view], people] = await Promise.all([
    complaintViews(q, [row], lang),
    accountCards(q, row.answeredBy === null ? [row.accountId] : [row.accountId, row.answeredBy]),
  ]);
  const who = people.get(row.accountId);
  return {
    ...view!,
    complainant: {
      accountId: row.accountId,
      number: who?.number ?? '',
      nickName: who?.nickName ?? '',
      registeredAt: (who?.createdAt ?? row.createdAt).toISOString(),
    },
    answeredBy: row.answeredBy === null ? null : (people.get(row.answeredBy)?.nickName ?? null),
  };
}

/** `platform/complaint/detail`. */
export async function queryPlatformComplaint(db: Db, complaintId: number, lang: Lang): Promise<TPlatformComplaint> {
  const [row] = await db.select().from(complaint).where(eq(complaint.id, complaintId));
  if (!row) throw notFound();
  return platformView(db, row, lang);
}

async function lockComplaint(tx: Tx, complaintId: number): Promise<ComplaintRow> {
  const [row] = await tx.select().from(complaint).where(eq(complaint.id, complaintId)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * `platform/complaint/answer`: under the complaint's row lock an open complaint takes the answer (answered, or
 * closed at once when asked) and publishes `complaint.answered` for the complainant's message. A complaint no longer
 * open answers 4773: two operators (or one double click) give one answer.
 */
export async function answerComplaint(db: Db, operatorId: number, input: { complaintId: number; answer: string; close: boolean }, lang: Lang): Promise<TPlatformComplaint> {
  const row = await db.transaction(async (tx) => {
    const current = await lockComplaint(tx, input.complaintId);
    if (current.status !== 'open') throw new AppError('COMPLAINT_ANSWERED', { data: { status: current.status } });
    const [answered] = await tx
      .update(complaint)
      .set({
        answer: input.answer,
        answeredBy: operatorId,
        answeredAt: sql`now()`,
        status: input.close ? 'closed' : 'answered',
        closedAt: input.close ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(complaint.id, current.id), eq(complaint.status, 'open')))
      .returning();
    const event: ComplaintAnswered = { complaintId: current.id, complaintNo: current.complaintNo, accountId: current.accountId };
    await publishEvent(tx, { type: COMPLAINT_EVENTS.answered, subject: current.id, payload: event });
    return answered!;
  });
  return platformView(db, row, lang);
}

/** `platform/complaint/close`: an answered complaint is closed (a closed one answers as it is; an open one 4774). */
export async function closeComplaint(db: Db, complaintId: number, lang: Lang): Promise<TPlatformComplaint> {
  const row = await db.transaction(async (tx) => {
    const current = await lockComplaint(tx, complaintId);
    if (current.status === 'closed') return current;
    if (current.status !== 'answered') throw new AppError('COMPLAINT_NOT_ANSWERED');
    const [closed] = await tx
      .update(complaint)
      .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(complaint.id, current.id), eq(complaint.status, 'answered')))
      .returning();
    return closed!;
  });
  return platformView(db, row, lang);
}
