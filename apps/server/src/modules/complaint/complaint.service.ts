import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAddGoodsComplaintRequest } from '@mall/contract/complaint/add-goods-complaint';
import { subjectOfIds, type TComplaint, type TComplaintSubjectIds, type THelpArticle } from '@mall/contract/complaint/complaint-fields';
import type { TQueryGoodsComplaintsResponse } from '@mall/contract/complaint/query-goods-complaints';
import type { TSelectComplaintsResponse } from '@mall/contract/complaint/select-complaints';
import type { ComplaintStatus } from '@mall/contract/complaint/complaint-fields';
import type { ReturnStatus } from '@mall/contract/aftersale/return-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { TDictionaryEntry } from '@mall/contract/resource/dictionary-entry';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readComplaintCandidates, readSubjectViews, resolveComplaintSubject, type ComplaintSubjectRef } from '../../read-models/complaint-subjects.ts';
import { dictionaryValues, ownsUploads, queryDictionaryChildren } from '../resource/resource.api.ts';
import { makeComplaintNo } from './complaint-numbers.ts';
import { COMPLAINT_TYPE_DICTIONARY, complaintView, complaintViews, type ComplaintRow } from './complaint-view.ts';
import { complaint, helpArticle } from './complaint.tables.ts';

type AddInput = z.output<typeof ZAddGoodsComplaintRequest>;

/** The category of help_article that `complaint/kmsArtical` lists. */
export const HELP_CATEGORY = 'complaint';

/** `complaint/selectComplaintType`: the enabled types, labelled in a language. */
export function selectComplaintTypes(db: Db, lang: Lang): Promise<TDictionaryEntry[]> {
  return queryDictionaryChildren(db, COMPLAINT_TYPE_DICTIONARY, lang);
}

/**
 * The subject the ids name, checked for the caller: their own order or request (another shopper's answers 1004,
 * as one that does not exist), a goods of that order when one is named, a shop that is not disabled.
 */
async function subjectFor(
  db: Db,
  accountId: number,
  subject: AddInput['subject'],
  ids: TComplaintSubjectIds,
): Promise<{ ref: ComplaintSubjectRef; returnStatus?: ReturnStatus }> {
  const found = await resolveComplaintSubject(db, subject, ids);
  if (!found) throw notFound();
  switch (found.subject) {
    case 'return':
      if (found.accountId !== accountId) throw notFound();
      return { ref: { subject: 'return', shopId: found.shopId, goodsId: null, orderId: found.orderId, returnId: found.returnId }, returnStatus: found.status };
    case 'order':
      if (found.accountId !== accountId) throw notFound();
      if (found.goodsId !== null && !found.goodsInOrder) throw new AppError('INVALID_REQUEST', { detail: 'goodsId: not a goods of this order' });
      return { ref: { subject: 'order', shopId: found.shopId, goodsId: found.goodsId, orderId: found.orderId, returnId: null } };
    case 'goods':
      return { ref: { subject: 'goods', shopId: found.shopId, goodsId: found.goodsId, orderId: null, returnId: null } };
    case 'shop':
      if (found.disabled) throw notFound();
      return { ref: { subject: 'shop', shopId: found.shopId, goodsId: null, orderId: null, returnId: null } };
  }
}

async function byRequestKey(db: Db, accountId: number, requestKey: string): Promise<ComplaintRow | undefined> {
  const [row] = await db
    .select()
    .from(complaint)
    .where(and(eq(complaint.accountId, accountId), eq(complaint.requestKey, requestKey)));
  return row;
}

async function escalationOf(db: Db, returnId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: complaint.id }).from(complaint).where(eq(complaint.returnId, returnId));
  return row?.id;
}

/** Whether a stored complaint is the one this request describes (what a retry sends again). */
function describes(row: ComplaintRow, input: AddInput): boolean {
  const about: Record<AddInput['subject'], boolean> = {
    return: input.returnId === row.returnId,
    order: input.orderId === row.orderId && (input.goodsId ?? null) === row.goodsId,
    goods: input.goodsId === row.goodsId,
    shop: input.shopId === row.shopId,
  };
  return row.subject === input.subject && about[input.subject] && row.type === input.type && row.content === input.content;
}

/** A complaint filed before under the same key: the same complaint when the request is the same one, else 4772. */
async function sameComplaint(db: Db, row: ComplaintRow, input: AddInput, lang: Lang): Promise<TComplaint> {
  if (!describes(row, input)) throw new AppError('COMPLAINT_REQUEST_KEY_REUSED');
  return complaintView(db, row, lang);
}

/**
 * A request already escalated: by this very request (its key, sent twice at once, committed first), which answers that
 * complaint, or by another, 4771 with its id.
 */
async function escalatedAlready(db: Db, accountId: number, returnId: number, input: AddInput, lang: Lang): Promise<TComplaint> {
  const mine = await byRequestKey(db, accountId, input.requestKey);
  if (mine) return sameComplaint(db, mine, input, lang);
  throw new AppError('COMPLAINT_RETURN_ESCALATED', { data: { complaintId: await escalationOf(db, returnId) } });
}

/**
 * `complaint/add/goodsComplaint`: files a complaint about a goods, a shop, one of the caller's orders or one of
 * their refused after-sales requests (an escalation: once per request, the unique index deciding between two at
 * once). The same request key answers the same complaint (a retry files nothing twice).
 */
export async function addComplaint(db: Db, accountId: number, input: AddInput, lang: Lang): Promise<TComplaint> {
  const earlier = await byRequestKey(db, accountId, input.requestKey);
  if (earlier) return sameComplaint(db, earlier, input, lang);

  const types = await dictionaryValues(db, COMPLAINT_TYPE_DICTIONARY);
  if (!types.has(input.type)) throw new AppError('INVALID_REQUEST', { detail: 'type: not a complaint type (see complaint/selectComplaintType)' });
  const { ref, returnStatus } = await subjectFor(db, accountId, input.subject, input);
  if (ref.returnId !== null) {
    // A refused request stays refused (a final status), so this check cannot go stale before the insert.
    if (returnStatus !== 'refused') throw new AppError('COMPLAINT_RETURN_NOT_REFUSED', { data: { status: returnStatus } });
    if ((await escalationOf(db, ref.returnId)) !== undefined) return escalatedAlready(db, accountId, ref.returnId, input, lang);
  }
  // The platform's operators open these photos: only the shopper's own uploads, never an address of someone else's choosing.
  if (!(await ownsUploads(db, accountId, input.images))) throw new AppError('INVALID_REQUEST', { detail: 'images: not photos you uploaded' });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db
      .insert(complaint)
      .values({
        complaintNo: makeComplaintNo(),
        accountId,
        type: input.type,
        subject: ref.subject,
        shopId: ref.shopId,
        goodsId: ref.goodsId,
        orderId: ref.orderId,
        returnId: ref.returnId,
        content: input.content,
        images: input.images,
        requestKey: input.requestKey,
      })
      // Any of the unique keys: the request key (a retry racing the first try), the request escalated (two at once),
      // or, rarely, the number.
      .onConflictDoNothing()
      .returning();
    if (row) return complaintView(db, row, lang);
    const raced = await byRequestKey(db, accountId, input.requestKey);
    if (raced) return sameComplaint(db, raced, input, lang);
    if (ref.returnId !== null && (await escalationOf(db, ref.returnId)) !== undefined) return escalatedAlready(db, accountId, ref.returnId, input, lang);
  }
  throw new Error('no free complaint number after three tries');
}

/** `complaint/query/goodsComplaint`: one of the caller's complaints (another's answers 1004). */
export async function queryComplaint(db: Db, accountId: number, complaintId: number, lang: Lang): Promise<TComplaint> {
  const [row] = await db
    .select()
    .from(complaint)
    .where(and(eq(complaint.id, complaintId), eq(complaint.accountId, accountId)));
  if (!row) throw notFound();
  return complaintView(db, row, lang);
}

/** `complaint/query/goodsComplaints`: the caller's complaints, newest first (through complaint_account_idx), a page at a time. */
export async function queryComplaints(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number; status?: ComplaintStatus | undefined },
  lang: Lang,
): Promise<TQueryGoodsComplaintsResponse> {
  const where = and(eq(complaint.accountId, accountId), input.status ? eq(complaint.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(complaint)
      .where(where)
      .orderBy(desc(complaint.createdAt), desc(complaint.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(complaint).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list: await complaintViews(db, rows, lang), total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: input.pageNum * input.pageSize < n };
}

/**
 * `complaint/selectComplaints`: the caller's recent paid orders to choose from, and the subject the ids name (the
 * most specific), checked as a complaint about it would be.
 */
export async function selectComplaints(
  db: Db,
  accountId: number,
  input: { pageNum: number; pageSize: number } & TComplaintSubjectIds,
  lang: Lang,
): Promise<TSelectComplaintsResponse> {
  const subject = subjectOfIds(input);
  const ids: TComplaintSubjectIds = {
    ...(input.orderId !== undefined ? { orderId: input.orderId } : {}),
    ...(input.goodsId !== undefined ? { goodsId: input.goodsId } : {}),
    ...(input.shopId !== undefined ? { shopId: input.shopId } : {}),
    ...(input.returnId !== undefined ? { returnId: input.returnId } : {}),
  };
  const [page, picked] = await Promise.all([
    readComplaintCandidates(db, accountId, input, lang),
    subject ? subjectFor(db, accountId, subject, ids).then(async ({ ref }) => (await readSubjectViews(db, [ref], lang))[0]!) : null,
  ]);
  return { ...page, picked };
}

/** `complaint/kmsArtical`: the help articles about complaints in order, or one by its code (1004 when unknown). */
export async function queryHelpArticles(db: Db, code: string | undefined, lang: Lang): Promise<THelpArticle[]> {
  const rows = await db
    .select({ code: helpArticle.code, title: helpArticle.title, body: helpArticle.body })
    .from(helpArticle)
    .where(and(eq(helpArticle.category, HELP_CATEGORY), code === undefined ? undefined : eq(helpArticle.code, code)))
    .orderBy(asc(helpArticle.sort), asc(helpArticle.id));
  if (code !== undefined && rows.length === 0) throw notFound();
  return rows.map((r) => ({ code: r.code, title: textIn(r.title, lang), body: textIn(r.body, lang) }));
}
