import { needsLicence, REQUIRED_DOCUMENTS, type DocumentKind, type MerchantKind, type TApplication, type TApplicationForm } from '@mall/contract/merchant/application-fields';
import { isValidEmail } from '../../shared/format/validate-email.ts';
import { isValidPhone } from '../../shared/format/validate-phone.ts';

/**
 * The application form as the shopper fills it in, step by step, and the same rules the server applies
 * (packages/contract/src/merchant/application-fields.ts), so that a mistake is shown beside its field at once.
 */
export interface ApplicationDraft {
  kind: MerchantKind;
  legalName: string;
  idNumber: string;
  licenceNumber: string;
  legalRepresentative: string;
  contactName: string;
  contactPhoneCode: string;
  contactPhone: string;
  contactEmail: string;
  categoryId: number | undefined;
  shopName: string;
  /** Per kind of document: what to send back (`url`) and what to show (`preview`, a signed link or a local picture). */
  documents: Partial<Record<DocumentKind, { url: string; preview: string }>>;
}

export type DraftField = Exclude<keyof ApplicationDraft, 'kind' | 'documents'> | DocumentKind;
/** An error key of the `merchant` namespace's `errors` (e.g. `required`, `idNumber`). */
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The steps of the form: who applies, their documents, then the shop and how to reach them. */
export const STEPS = ['identity', 'documents', 'shop'] as const;
export type Step = (typeof STEPS)[number];

export function emptyDraft(kind: MerchantKind, phoneCode = '86'): ApplicationDraft {
  return {
    kind,
    legalName: '',
    idNumber: '',
    licenceNumber: '',
    legalRepresentative: '',
    contactName: '',
    contactPhoneCode: phoneCode,
    contactPhone: '',
    contactEmail: '',
    categoryId: undefined,
    shopName: '',
    documents: {},
  };
}

/** The draft of an application sent before (to edit it): its documents shown through their fresh signed links. */
export function draftOf(application: TApplication): ApplicationDraft {
  const documents: ApplicationDraft['documents'] = {};
  for (const d of application.documents) documents[d.kind] = { url: storedUrlOf(d.url), preview: d.url };
  return {
    kind: application.kind,
    legalName: application.legalName,
    // The number comes back masked: it must be typed again.
    idNumber: '',
    licenceNumber: application.licenceNumber ?? '',
    legalRepresentative: application.legalRepresentative ?? '',
    contactName: application.contactName,
    contactPhoneCode: application.contactPhoneCode,
    contactPhone: application.contactPhone,
    contactEmail: application.contactEmail ?? '',
    categoryId: application.categoryId,
    shopName: application.shopName,
    documents,
  };
}

/** The stored address of a document from its signed link (`/private/…?e=…&s=…` → `/private/…`). */
export function storedUrlOf(signed: string): string {
  return signed.split('?')[0] ?? signed;
}

const ID_NUMBER = /^[A-Za-z0-9]{6,30}$/;
const LICENCE_NUMBER = /^[A-Za-z0-9]{8,30}$/;
const length = (v: string) => [...v.trim()].length;

/** The fields a step asks for, for this kind. */
export function fieldsOf(step: Step, kind: MerchantKind): DraftField[] {
  if (step === 'identity') {
    return ['legalName', 'idNumber', ...(needsLicence(kind) ? (['licenceNumber'] as const) : []), ...(kind === 'enterprise' ? (['legalRepresentative'] as const) : [])];
  }
  if (step === 'documents') return [...REQUIRED_DOCUMENTS[kind]];
  return ['shopName', 'categoryId', 'contactName', 'contactPhone', 'contactEmail'];
}

/** What is wrong with one field, as an error key, or undefined. */
export function fieldProblem(draft: ApplicationDraft, field: DraftField): string | undefined {
  switch (field) {
    case 'legalName':
    case 'legalRepresentative':
      return length(draft[field]) === 0 ? 'required' : length(draft[field]) < 2 ? 'tooShort' : length(draft[field]) > 100 ? 'tooLong' : undefined;
    case 'idNumber':
      return draft.idNumber.trim() === '' ? 'required' : ID_NUMBER.test(draft.idNumber.trim()) ? undefined : 'idNumber';
    case 'licenceNumber':
      return draft.licenceNumber.trim() === '' ? 'required' : LICENCE_NUMBER.test(draft.licenceNumber.trim()) ? undefined : 'licenceNumber';
    case 'contactName':
      return length(draft.contactName) === 0 ? 'required' : length(draft.contactName) > 40 ? 'tooLong' : undefined;
    case 'contactPhone':
      return draft.contactPhone.trim() === '' ? 'required' : isValidPhone(draft.contactPhone) ? undefined : 'phone';
    case 'contactEmail':
      return draft.contactEmail.trim() === '' || isValidEmail(draft.contactEmail) ? undefined : 'email';
    case 'categoryId':
      return draft.categoryId === undefined ? 'category' : undefined;
    case 'shopName':
      return length(draft.shopName) === 0 ? 'required' : length(draft.shopName) < 2 ? 'tooShort' : length(draft.shopName) > 30 ? 'shopNameLong' : undefined;
    case 'contactPhoneCode':
      return /^\d{1,3}$/.test(draft.contactPhoneCode) ? undefined : 'phone';
    default:
      return draft.documents[field] ? undefined : 'document';
  }
}

/** The problems of a step's fields. */
export function stepProblems(draft: ApplicationDraft, step: Step): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of fieldsOf(step, draft.kind)) {
    const problem = fieldProblem(draft, field);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The request body of the draft (every step checked). */
export function formOf(draft: ApplicationDraft): TApplicationForm {
  const business = needsLicence(draft.kind);
  return {
    legalName: draft.legalName.trim(),
    idNumber: draft.idNumber.trim(),
    ...(business ? { licenceNumber: draft.licenceNumber.trim() } : {}),
    ...(draft.kind === 'enterprise' ? { legalRepresentative: draft.legalRepresentative.trim() } : {}),
    contactName: draft.contactName.trim(),
    contactPhoneCode: draft.contactPhoneCode,
    contactPhone: draft.contactPhone.trim(),
    ...(draft.contactEmail.trim() ? { contactEmail: draft.contactEmail.trim() } : {}),
    categoryId: draft.categoryId ?? 0,
    shopName: draft.shopName.trim(),
    documents: REQUIRED_DOCUMENTS[draft.kind].map((kind) => ({ kind, url: draft.documents[kind]?.url ?? '' })),
  };
}
