import { asc, eq } from 'drizzle-orm';
import type { TApplication } from '@mall/contract/merchant/application-fields';
import type { TReviewedApplication } from '@mall/contract/merchant/review-applications';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { accountCards, type AccountCard } from '../account/account.api.ts';
import { categoryNames } from '../catalogue/catalogue.api.ts';
import { signPrivateUrls } from '../resource/resource.api.ts';
import type { merchantApplication} from './merchant.tables.ts';
import { merchantApplicationStep } from './merchant.tables.ts';

export type ApplicationRow = typeof merchantApplication.$inferSelect;

/** An ID number as its holder sees it on screen: the first two and last two characters. */
export function maskIdNumber(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}

/**
 * The application as its applicant sees it (ID number masked), documents through fresh signed links; `actors` (the
 * reviewers' view) names who took each step.
 */
export async function applicationView(
  deps: Pick<Deps, 'db' | 'config'>,
  row: ApplicationRow,
  lang: Lang,
  db: Db | Tx = deps.db,
  actors?: ReadonlyMap<number, AccountCard>,
): Promise<TApplication> {
  const [steps, names, links] = await Promise.all([
    db
      .select({
        status: merchantApplicationStep.status,
        action: merchantApplicationStep.action,
        reason: merchantApplicationStep.reason,
        at: merchantApplicationStep.at,
        actorId: merchantApplicationStep.actorId,
      })
      .from(merchantApplicationStep)
      .where(eq(merchantApplicationStep.applicationId, row.id))
      .orderBy(asc(merchantApplicationStep.at), asc(merchantApplicationStep.id)),
    categoryNames(db, [row.categoryId]),
    signPrivateUrls(
      deps,
      row.documents.map((d) => d.url),
    ),
  ]);
  const category = names.get(row.categoryId);
  return {
    applicationId: row.id,
    kind: row.kind,
    status: row.status,
    legalName: row.legalName,
    idNumber: maskIdNumber(row.idNumber),
    licenceNumber: row.licenceNumber,
    legalRepresentative: row.legalRepresentative,
    contactName: row.contactName,
    contactPhoneCode: row.contactPhoneCode,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    categoryId: row.categoryId,
    categoryName: category ? textIn(category, lang) : '',
    shopName: row.shopName,
    documents: row.documents.map((d, i) => ({ kind: d.kind, url: links[i]! })),
    refuseReason: row.refuseReason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    shopId: row.shopId,
    history: steps.map(({ actorId, ...s }) => ({ ...s, at: s.at.toISOString(), by: actors ? (actors.get(actorId)?.nickName ?? null) : null })),
  };
}

/** The application as an operator reviews it: the ID number whole, the applicant, and who decided. */
export async function reviewedView(deps: Pick<Deps, 'db' | 'config'>, row: ApplicationRow, lang: Lang, db: Db | Tx = deps.db): Promise<TReviewedApplication> {
  const actors = await db.selectDistinct({ id: merchantApplicationStep.actorId }).from(merchantApplicationStep).where(eq(merchantApplicationStep.applicationId, row.id));
  const cards = await accountCards(db, [row.accountId, ...(row.decidedBy === null ? [] : [row.decidedBy]), ...actors.map((a) => a.id)]);
  const view = await applicationView(deps, row, lang, db, cards);
  const applicant = cards.get(row.accountId)!;
  return {
    ...view,
    idNumber: row.idNumber,
    applicant: { accountId: applicant.accountId, number: applicant.number, nickName: applicant.nickName, registeredAt: applicant.createdAt.toISOString() },
    decidedBy: row.decidedBy === null ? null : (cards.get(row.decidedBy)?.nickName ?? null),
  };
}

