import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TQueryApplicationsRequest, TQueryApplicationsResponse, TReviewedApplication } from '@mall/contract/merchant/review-applications';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { Tx } from '../../platform/database.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { grantRole } from '../account/account.api.ts';
import { artUrl, searchDocument, topCategory } from '../catalogue/catalogue.api.ts';
import { nationOfPhoneCode } from '../location/location.api.ts';
import { openShop } from '../shop/shop.api.ts';
import { reviewedView, type ApplicationRow } from './application-view.ts';
import { APPLICATION_EVENTS, type ApplicationDecided } from './application-events.ts';
import { merchant, merchantApplication, merchantApplicationStep } from './merchant.tables.ts';

/**
 * `platform/merchant/apply/query`: pending applications oldest first (the queue), decided ones newest first, a
 * keyset page at a time over the status indexes.
 */
export async function queryApplications(deps: Deps, input: Required<Pick<TQueryApplicationsRequest, 'status' | 'pageSize'>> & { after?: string | undefined }): Promise<TQueryApplicationsResponse> {
  const t = merchantApplication;
  const pending = input.status === 'pending';
  const where: SQL[] = [eq(t.status, input.status)];
  if (!pending) where.push(sql`${t.decidedAt} is not null`);
  if (input.after) {
    const c = decodeCursor(input.after);
    where.push(pending ? sql`(${t.submittedAt}, ${t.id}) > (${c.at}::timestamptz, ${c.id})` : sql`(${t.decidedAt}, ${t.id}) < (${c.at}::timestamptz, ${c.id})`);
  }
  const rows = await deps.db
    .select({ row: t, sortAt: sql<string>`${pending ? t.submittedAt : t.decidedAt}::text` })
    .from(t)
    .where(and(...where))
    .orderBy(...(pending ? [asc(t.submittedAt), asc(t.id)] : [desc(t.decidedAt), desc(t.id)]))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: page.map(({ row: r }) => ({
      applicationId: r.id,
      kind: r.kind,
      status: r.status,
      legalName: r.legalName,
      shopName: r.shopName,
      contactName: r.contactName,
      submittedAt: r.submittedAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
    next: rows.length > input.pageSize && last ? encodeCursor(last.sortAt, last.row.id) : null,
  };
}

/** `platform/merchant/apply/details`. */
export async function queryApplicationForReview(deps: Deps, applicationId: number, lang: Lang): Promise<TReviewedApplication> {
  const [row] = await deps.db.select().from(merchantApplication).where(eq(merchantApplication.id, applicationId));
  if (!row) throw new AppError('NOT_FOUND');
  return reviewedView(deps, row, lang);
}

async function lockApplication(tx: Tx, applicationId: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(merchantApplication).where(eq(merchantApplication.id, applicationId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function decide(tx: Tx, row: ApplicationRow, operatorId: number, change: Partial<ApplicationRow> & { status: 'approved' | 'refused' }): Promise<ApplicationRow> {
  const [updated] = await tx
    .update(merchantApplication)
    .set({ ...change, decidedBy: operatorId, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(merchantApplication.id, row.id), eq(merchantApplication.status, 'pending')))
    .returning();
  await tx.insert(merchantApplicationStep).values({
    applicationId: row.id,
    action: change.status,
    status: change.status,
    reason: change.refuseReason ?? '',
    actorId: operatorId,
  });
  const decided: ApplicationDecided = { applicationId: row.id, accountId: row.accountId, status: change.status, reason: change.refuseReason ?? '' };
  await publishEvent(tx, { type: APPLICATION_EVENTS.decided, subject: row.id, payload: decided });
  return updated!;
}

/**
 * `platform/merchant/apply/approve`: under the application's row lock, a pending one becomes the merchant, its
 * first shop (of the kind of its main category) and the owner's rights, all in one transaction. Approving an
 * approved one answers it as it is (a double click, two operators, a retry: one merchant, one shop).
 */
export async function approveApplication(deps: Deps, operatorId: number, applicationId: number, lang: Lang): Promise<TReviewedApplication> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockApplication(tx, applicationId);
    if (current.status === 'approved') return current;
    if (current.status !== 'pending') throw new AppError('MERCHANT_APPLICATION_DECIDED');
    const category = await topCategory(tx, current.categoryId);
    const names = { en: current.shopName, zh: current.shopName, ja: current.shopName };
    const [created] = await tx
      .insert(merchant)
      .values({
        accountId: current.accountId,
        kind: current.kind,
        name: { en: current.legalName, zh: current.legalName, ja: current.legalName },
        contactName: current.contactName,
        contactPhone: current.contactPhone,
      })
      .returning({ id: merchant.id });
    const shopId = await openShop(tx, {
      merchantId: created!.id,
      ownerAccountId: current.accountId,
      code: `apply-${current.id}`,
      kind: category?.channel ?? 'mall',
      name: names,
      logo: artUrl('shop', 'gift', `apply${current.id}`),
      banner: artUrl('banner', 'gift', `apply${current.id}`),
      phone: current.contactPhone,
      nationId: await nationOfPhoneCode(tx, current.contactPhoneCode),
      searchVector: searchDocument([{ text: current.shopName, weight: 'A' }]),
    });
    await grantRole(tx, current.accountId, 'merchant');
    return decide(tx, current, operatorId, { status: 'approved', merchantId: created!.id, shopId });
  });
  return reviewedView(deps, row, lang);
}

/** `platform/merchant/apply/refuse`: a pending application, with the reason its applicant reads; decided ones answer 4503. */
export async function refuseApplication(deps: Deps, operatorId: number, input: { applicationId: number; reason: string }, lang: Lang): Promise<TReviewedApplication> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockApplication(tx, input.applicationId);
    if (current.status !== 'pending') throw new AppError('MERCHANT_APPLICATION_DECIDED');
    return decide(tx, current, operatorId, { status: 'refused', refuseReason: input.reason });
  });
  return reviewedView(deps, row, lang);
}
