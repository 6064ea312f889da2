import { z } from 'zod';
import { ZOrderId } from '../order/order-view-fields.ts';

/** Whom an invoice is made out to: a person (a name) or a company (a name and its tax number). */
export const INVOICE_TITLE_KINDS = ['personal', 'company'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
export const ZInvoiceTitleKind = z.enum(INVOICE_TITLE_KINDS);

/** An invoice for an order, or a credit note for a refund after the invoice was issued. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** requested (the shopper may still change it) → issued (numbered, with its PDF); or cancelled by the shopper before issue. */
export const INVOICE_STATUSES = ['requested', 'issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const ZInvoiceStatus = z.enum(INVOICE_STATUSES);

export const ZInvoiceId = z.number().int().positive().max(2_147_483_647);

/** How many titles a shopper keeps; saving one more drops the oldest. */
export const MAX_INVOICE_TITLES = 20;

// The unified social credit code of China (GB 32100-2015): 18 characters of this alphabet, the last a check character.
const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

function validUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_ALPHABET.indexOf(code[i]!) * USCC_WEIGHTS[i]!;
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] === code[17];
}

// Japan's corporate number: 13 digits, the first a check digit over the other twelve (odd places from the right
// count once, even places twice); a qualified invoice issuer's registration number is "T" and that number.
function validJapaneseCorporateNumber(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  const base = digits.slice(1);
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9) === Number(digits[0]);
}

/** A tax number as stored: spaces and dashes dropped, letters in upper case. */
export function normalizeTaxNo(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Whether a (normalized) company tax number is one we accept: an 18-character value must be a valid unified social
 * credit code of China (its check character included); "T" and 13 digits, or 13 digits, must be a valid Japanese
 * registration or corporate number (its check digit included); any other tax number is 15 to 20 letters and digits
 * (China's older taxpayer numbers, other countries' numbers).
 */
export function isValidTaxNo(taxNo: string): boolean {
  if (taxNo.length === 18) return validUscc(taxNo);
  const japanese = /^T?(\d{13})$/.exec(taxNo);
  if (japanese) return validJapaneseCorporateNumber(japanese[1]!);
  return /^[0-9A-Z]{15,20}$/.test(taxNo);
}

/**
 * The number printed on an invoice or credit note: the kind, the shop and the shop's running number (one sequence
 * for both kinds, gapless per shop), e.g. INV-0012-000037 or CN-0012-000038.
 */
export function invoiceNumberText(kind: InvoiceKind, shopId: number, no: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${String(shopId).padStart(4, '0')}-${String(no).padStart(6, '0')}`;
}

/** A title's name: a person's or a company's, as printed. */
export const ZInvoiceTitleName = z.string().trim().min(1).max(100);
/** Checked against `isValidTaxNo` by the server (INVOICE_TAX_NO_INVALID): a company's; empty for a person. */
export const ZTaxNo = z.string().max(40).default('');
/** Where the issued invoice is sent; empty for none. */
export const ZInvoiceEmail = z.union([z.literal(''), z.email().max(254).transform((v) => v.toLowerCase())]).default('');

/** A title as the shopper fills it in: kind, name, the tax number for a company, an email if they want one. */
export const ZInvoiceTitleInput = z.object({
  titleKind: ZInvoiceTitleKind,
  titleName: ZInvoiceTitleName,
  taxNo: ZTaxNo,
  email: ZInvoiceEmail,
  /** Keep this title for next time (invoice/query/template/list). */
  saveTitle: z.boolean().default(false),
});

/** A saved title (spec `invoice/query/template/list`). */
export const ZInvoiceTitle = z.object({
  titleId: z.number().int(),
  titleKind: ZInvoiceTitleKind,
  titleName: z.string(),
  taxNo: z.string(),
  email: z.string(),
  updatedAt: z.string().describe('ISO 8601'),
});
export type TInvoiceTitle = z.infer<typeof ZInvoiceTitle>;

/** An invoice or credit note, as its shopper and its shop see it. Money in minor units. */
export const ZInvoice = z.object({
  invoiceId: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  orderId: ZOrderId,
  orderNo: z.string(),
  shopId: z.number().int(),
  /** In the caller's language. */
  shopName: z.string(),
  status: ZInvoiceStatus,
  titleKind: ZInvoiceTitleKind,
  titleName: z.string(),
  taxNo: z.string(),
  email: z.string(),
  /** An invoice: what the order was paid less what was refunded (at issue; until then, now). A credit note: its refund. */
  amount: z.number().int(),
  /** The printed number (`invoiceNumberText`), once issued. */
  invoiceNo: z.string().nullable(),
  /** A credit note: the number of the invoice it corrects. */
  creditOfNo: z.string().nullable(),
  /** The shopper may still change the title or email (only before issue). */
  editable: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  issuedAt: z.string().describe('ISO 8601').nullable(),
  /** The PDF, once issued: a signed link that works for ten minutes. */
  pdfUrl: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
