import { and, eq, ne, or } from 'drizzle-orm';
import type { MerchantKind, TApplication, TApplicationForm } from '@mall/contract/merchant/application-fields';
import type { TCheckMerchantAccountResponse } from '@mall/contract/merchant/check-merchant-account';
import type { THasApplicationResponse } from '@mall/contract/merchant/has-application';
import type { TQueryLicencePicResponse } from '@mall/contract/merchant/query-licence-pic';
import type { TQueryUseAccountResponse } from '@mall/contract/merchant/query-use-account';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, uniqueViolation } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { accountCards } from '../account/account.api.ts';
import { topCategory } from '../catalogue/catalogue.api.ts';
import { ownsUploads, signPrivateUrls } from '../resource/resource.api.ts';
import { shopsOfAccount } from '../shop/shop.api.ts';
import { applicationView, type ApplicationRow } from './application-view.ts';
import { merchant, merchantApplication, merchantApplicationStep } from './merchant.tables.ts';

/** What a form holds once its schema parsed it (trimmed, upper-cased numbers, lower-cased email). */
type Form = Omit<TApplicationForm, 'contactPhoneCode'> & { contactPhoneCode: string };

/** Refuses a form whose documents are not the caller's private uploads, or whose category is not a top-level one. */
async function checkForm(deps: Deps, accountId: number, form: Form): Promise<void> {
  const [owned, category] = await Promise.all([
    ownsUploads(
      deps.db,
      accountId,
      form.documents.map((d) => d.url),
      'private',
    ),
    topCategory(deps.db, form.categoryId),
  ]);
  if (!owned) throw new AppError('MERCHANT_DOCUMENT_NOT_YOURS');
  if (!category) throw new AppError('INVALID_REQUEST', { detail: 'categoryId: not a main category of the catalogue' });
}

function columnsOf(kind: MerchantKind, form: Form) {
  const business = kind !== 'individual';
  return {
    kind,
    legalName: form.legalName,
    idNumber: form.idNumber,
    licenceNumber: business ? (form.licenceNumber ?? null) : null,
    legalRepresentative: kind === 'enterprise' ? (form.legalRepresentative ?? null) : null,
    contactName: form.contactName,
    contactPhoneCode: form.contactPhoneCode,
    contactPhone: form.contactPhone.replace(/[ -]/g, ''),
    contactEmail: form.contactEmail ?? null,
    categoryId: form.categoryId,
    shopName: form.shopName,
    documents: form.documents.map((d) => ({ kind: d.kind, url: d.url })),
  };
}

/** Translates the unique keys' refusals into the caller's terms. */
function refusalOf(err: unknown): unknown {
  const constraint = uniqueViolation(err);
  if (constraint === 'merchant_application_account_key') return new AppError('MERCHANT_APPLICATION_EXISTS');
  if (constraint === 'merchant_application_contact_key') return new AppError('MERCHANT_CONTACT_TAKEN');
  return err;
}

/**
 * `merchant/apply/{individual,individual/business,enterprise}`: one application per account, refused for an account
 * that already sells; two submits at once store one (the account's unique key) and the other is told it exists.
 */
export async function submitApplication(deps: Deps, accountId: number, kind: MerchantKind, form: Form, lang: Lang): Promise<TApplication> {
  await checkForm(deps, accountId, form);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [seller] = await tx.select({ id: merchant.id }).from(merchant).where(eq(merchant.accountId, accountId));
      if (seller) throw new AppError('MERCHANT_APPLICATION_EXISTS');
      const [created] = await tx
        .insert(merchantApplication)
        .values({ accountId, ...columnsOf(kind, form) })
        .returning();
      await tx.insert(merchantApplicationStep).values({ applicationId: created!.id, action: 'submitted', status: 'pending', actorId: accountId });
      return created!;
    });
    return await applicationView(deps, row, lang);
  } catch (err) {
    throw refusalOf(err);
  }
}

/** The caller's application, locked for a change. */
async function ownApplicationForUpdate(tx: Tx, accountId: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(merchantApplication).where(eq(merchantApplication.accountId, accountId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * `merchant/apply/edit`: the whole form again, while pending or after a refusal (a refused one goes back to the
 * queue, the reason cleared); an approved one is the record of what was checked and stays (4502).
 */
export async function editApplication(deps: Deps, accountId: number, input: Form & { kind: MerchantKind }, lang: Lang): Promise<TApplication> {
  await checkForm(deps, accountId, input);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const current = await ownApplicationForUpdate(tx, accountId);
      if (current.status === 'approved') throw new AppError('MERCHANT_APPLICATION_NOT_EDITABLE');
      const [updated] = await tx
        .update(merchantApplication)
        .set({
          ...columnsOf(input.kind, input),
          status: 'pending',
          refuseReason: null,
          decidedBy: null,
          decidedAt: null,
          // Back in the queue behind those who waited while it was refused.
          ...(current.status === 'refused' ? { submittedAt: new Date() } : {}),
          updatedAt: new Date(),
        })
        .where(eq(merchantApplication.id, current.id))
        .returning();
      await tx.insert(merchantApplicationStep).values({ applicationId: current.id, action: 'edited', status: 'pending', actorId: accountId });
      return updated!;
    });
    return await applicationView(deps, row, lang);
  } catch (err) {
    throw refusalOf(err);
  }
}

async function ownApplication(deps: Deps, accountId: number): Promise<ApplicationRow | undefined> {
  const [row] = await deps.db.select().from(merchantApplication).where(eq(merchantApplication.accountId, accountId));
  return row;
}

/** `merchant/apply/has`. */
export async function hasApplication(deps: Deps, accountId: number): Promise<THasApplicationResponse> {
  const row = await ownApplication(deps, accountId);
  return { has: row !== undefined, applicationId: row?.id ?? null, kind: row?.kind ?? null, status: row?.status ?? null };
}

/** `merchant/apply/query/details`. */
export async function queryApplicationDetails(deps: Deps, accountId: number, lang: Lang): Promise<TApplication> {
  const row = await ownApplication(deps, accountId);
  if (!row) throw new AppError('NOT_FOUND');
  return applicationView(deps, row, lang);
}

/** `merchant/query/licensePic`: the business licence, or a person's ID front. */
export async function queryLicencePic(deps: Deps, accountId: number): Promise<TQueryLicencePicResponse> {
  const row = await ownApplication(deps, accountId);
  const doc = row?.documents.find((d) => d.kind === 'business_license') ?? row?.documents.find((d) => d.kind === 'id_card_front');
  if (!doc) throw new AppError('NOT_FOUND');
  const [url] = await signPrivateUrls(deps, [doc.url]);
  return { kind: doc.kind, url: url! };
}

/** `merchant/apply/checkaccount`: a phone fronting another person's application or merchant is taken. */
export async function checkMerchantAccount(deps: Deps, accountId: number, input: { contactPhoneCode: string; contactPhone: string }): Promise<TCheckMerchantAccountResponse> {
  const phone = input.contactPhone.replace(/[ -]/g, '');
  const [application] = await deps.db
    .select({ id: merchantApplication.id })
    .from(merchantApplication)
    .where(and(eq(merchantApplication.contactPhoneCode, input.contactPhoneCode), eq(merchantApplication.contactPhone, phone), ne(merchantApplication.accountId, accountId)))
    .limit(1);
  if (application) return { available: false };
  const [seller] = await deps.db
    .select({ id: merchant.id })
    .from(merchant)
    .where(and(or(eq(merchant.contactPhone, phone), eq(merchant.contactPhone, `+${input.contactPhoneCode}${phone}`)), ne(merchant.accountId, accountId)))
    .limit(1);
  return { available: seller === undefined };
}

/** `merchant/query/useaccount`: the console signs in with this same account; the shops it works for. */
export async function queryUseAccount(deps: Deps, accountId: number, lang: Lang): Promise<TQueryUseAccountResponse> {
  const [cards, shops, [seller]] = await Promise.all([
    accountCards(deps.db, [accountId]),
    shopsOfAccount(deps.db, accountId),
    deps.db.select({ id: merchant.id }).from(merchant).where(eq(merchant.accountId, accountId)),
  ]);
  const card = cards.get(accountId)!;
  const account = card.mobile ? `+${card.phoneCode} ${card.mobile.slice(0, 3)}****${card.mobile.slice(-4)}` : (card.email ?? card.number);
  return {
    account,
    isMerchant: seller !== undefined || shops.length > 0,
    shops: shops.map((s) => ({ shopId: s.shopId, name: textIn(s.name, lang), logo: s.logo, role: s.role, rights: s.rights, suspension: s.suspension })),
  };
}
