import { z } from 'zod';
import { ZEmail, ZMobile, ZPhoneCode } from '../account/account-fields.ts';
import { ZCategoryId } from '../catalogue/category-fields.ts';

/**
 * A merchant application (spec: merchant/apply/*). Three kinds: a person selling in their own name, a registered
 * sole business (individual with a business licence), and a company. Each kind proves who it is with documents,
 * uploaded as private files (`resource/cos/upload` with `purpose=private`) that only the applicant and the
 * platform's operators can open.
 */
export const MERCHANT_KINDS = ['individual', 'individual_business', 'enterprise'] as const;
export type MerchantKind = (typeof MERCHANT_KINDS)[number];

export const APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DOCUMENT_KINDS = ['id_card_front', 'id_card_back', 'business_license'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What each kind must show: the person's (or the company's legal representative's) ID, and a licence for businesses. */
export const REQUIRED_DOCUMENTS: Record<MerchantKind, readonly DocumentKind[]> = {
  individual: ['id_card_front', 'id_card_back'],
  individual_business: ['id_card_front', 'id_card_back', 'business_license'],
  enterprise: ['business_license', 'id_card_front', 'id_card_back'],
};

/** Whether a kind needs a business licence number (and picture). */
export function needsLicence(kind: MerchantKind): boolean {
  return kind !== 'individual';
}

const ZName = z.string().trim().min(2, 'at least 2 characters').max(100);
/** An identity card or passport number: letters and digits, 6 to 30. */
export const ZIdNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6,30}$/, 'letters and digits, 6 to 30')
  .transform((v) => v.toUpperCase());
/** A business registration number (the 18-character unified social credit code in China): letters and digits, 8 to 30. */
export const ZLicenceNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{8,30}$/, 'letters and digits, 8 to 30')
  .transform((v) => v.toUpperCase());
/** Where a private upload is kept, as `resource/cos/upload` answered it for `purpose=private`. */
export const ZPrivateFileUrl = z.string().regex(/^\/private\/[0-9]{4}\/[0-9]{2}\/[0-9a-f]{32}\.webp$/, 'not a private upload');

export const ZApplicationDocument = z.strictObject({ kind: z.enum(DOCUMENT_KINDS), url: ZPrivateFileUrl });

/** The form of every kind; which fields and documents a kind needs is checked by `checkApplicationForm`. */
export const ZApplicationFormShape = z.strictObject({
  /** The person's name as on the ID, or the business's or company's registered name. */
  legalName: ZName,
  /** The person's ID number (a company's: its legal representative's). */
  idNumber: ZIdNumber,
  /** Businesses and companies: the registration number on the licence. */
  licenceNumber: ZLicenceNumber.optional(),
  /** Companies: the legal representative's name. */
  legalRepresentative: ZName.optional(),
  contactName: z.string().trim().min(1).max(40),
  contactPhoneCode: ZPhoneCode,
  contactPhone: ZMobile,
  contactEmail: ZEmail.optional(),
  /** The main category of business, a top-level category of the catalogue. */
  categoryId: ZCategoryId,
  /** The first shop's name, shown to shoppers once approved. */
  shopName: z.string().trim().min(2, 'at least 2 characters').max(30),
  documents: z.array(ZApplicationDocument).min(1).max(6),
});
export type TApplicationForm = z.input<typeof ZApplicationFormShape>;

/** The rules that depend on the kind: a licence number, a legal representative, and each required document once. */
export function checkApplicationForm(kind: MerchantKind, form: z.output<typeof ZApplicationFormShape>, ctx: z.RefinementCtx): void {
  if (needsLicence(kind) && !form.licenceNumber) ctx.addIssue({ code: 'custom', path: ['licenceNumber'], message: 'required for a business' });
  if (kind === 'enterprise' && !form.legalRepresentative) ctx.addIssue({ code: 'custom', path: ['legalRepresentative'], message: 'required for a company' });
  const kinds = form.documents.map((d) => d.kind);
  for (const needed of REQUIRED_DOCUMENTS[kind]) {
    if (!kinds.includes(needed)) ctx.addIssue({ code: 'custom', path: ['documents'], message: `${needed} is required` });
  }
  if (new Set(kinds).size !== kinds.length) ctx.addIssue({ code: 'custom', path: ['documents'], message: 'each document once' });
}

/** The form of one kind, as the apply call of that kind takes it. */
export function applicationFormOf(kind: MerchantKind) {
  return ZApplicationFormShape.superRefine((form, ctx) => checkApplicationForm(kind, form, ctx));
}

/** One step of an application's life: who did what, when. */
export const ZApplicationStep = z.object({
  status: z.enum(APPLICATION_STATUSES),
  /** `submitted`, `edited`, `approved` or `refused`. */
  action: z.enum(['submitted', 'edited', 'approved', 'refused']),
  reason: z.string(),
  at: z.string().describe('ISO 8601'),
  /** Who took the step, by name: filled for the platform's reviewers, null in the applicant's own view. */
  by: z.string().nullable(),
});

/** An application as its applicant sees it: documents through links that work for a few minutes only. */
export const ZApplication = z.object({
  applicationId: z.number().int(),
  kind: z.enum(MERCHANT_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  legalName: z.string(),
  /** Masked for the applicant (the first and last characters); whole for operators. */
  idNumber: z.string(),
  licenceNumber: z.string().nullable(),
  legalRepresentative: z.string().nullable(),
  contactName: z.string(),
  contactPhoneCode: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string().nullable(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  shopName: z.string(),
  documents: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), url: z.string().describe('a signed link, valid for 10 minutes') })),
  /** Why the platform refused it, when it did. */
  refuseReason: z.string().nullable(),
  submittedAt: z.string().describe('ISO 8601'),
  decidedAt: z.string().nullable().describe('ISO 8601'),
  /** Once approved: the shop it opened. */
  shopId: z.number().int().nullable(),
  history: z.array(ZApplicationStep),
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationId = z.number().int().positive().max(2_147_483_647);
