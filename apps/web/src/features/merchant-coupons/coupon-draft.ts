import type { CouponKind } from '@mall/contract/coupon/coupon-fields';
import type { TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import type { TSaveMerchantCouponRequest } from '@mall/contract/coupon/save-merchant-coupon';
import { LANGUAGES, type Localized } from '@mall/contract/platform/languages';
import { moneyInputToMinor } from '../../shared/format/money-input.ts';

/**
 * A coupon as its form holds it: amounts as typed money, counts as typed numbers, the claim window as the browser's
 * `datetime-local` values (the merchant's own clock). The limits are the contract's (coupon/save-merchant-coupon.ts),
 * checked here under the names the server uses, so each mistake shows beside its field.
 */

export interface CouponDraft {
  couponId?: number;
  title: Localized;
  kind: CouponKind;
  amountOff: string;
  percentOff: string;
  maxOff: string;
  threshold: string;
  totalQuantity: string;
  perUserLimit: string;
  pickStartsAt: string;
  pickEndsAt: string;
  validDays: string;
  /** The window as saved, so an edit that leaves a time alone sends it back to the millisecond (a claimed coupon's start may not move). */
  saved?: { pickStartsAt: string; pickEndsAt: string };
}

export type CouponErrorKey =
  | 'required'
  | 'titleRequired'
  | 'money'
  | 'threshold'
  | 'percent'
  | 'quantity'
  | 'limit'
  | 'limitOverTotal'
  | 'days'
  | 'date'
  | 'endBeforeStart'
  | 'endPast'
  | 'windowTooLong';

/** What a form may still change once shoppers hold the coupon. */
export const CLAIMED_EDITABLE = ['totalQuantity', 'pickEndsAt'] as const;

const MAX_MONEY = 100_000_000;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const moneyText = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));

/** A moment as a `datetime-local` value on the browser's clock ("2026-05-01T09:30"). */
export function localInputOf(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The moment a `datetime-local` value means on the browser's clock, as ISO 8601; null when it is not one. */
export function isoOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A new coupon's form: claimable from now for a week, usable a week, 100 of them, one a shopper. */
export function newCouponDraft(now: Date = new Date()): CouponDraft {
  return {
    title: { en: '', zh: '', ja: '' },
    kind: 'amount_off',
    amountOff: '',
    percentOff: '',
    maxOff: '',
    threshold: '',
    totalQuantity: '100',
    perUserLimit: '1',
    pickStartsAt: localInputOf(now.toISOString()),
    pickEndsAt: localInputOf(new Date(now.getTime() + 7 * DAY_MS).toISOString()),
    validDays: '7',
  };
}

export function draftOfCoupon(c: TMerchantCoupon): CouponDraft {
  return {
    couponId: c.couponId,
    title: c.title,
    kind: c.kind,
    amountOff: moneyText(c.amountOff),
    percentOff: c.percentOff === null ? '' : String(c.percentOff),
    maxOff: moneyText(c.maxOff),
    threshold: c.thresholdAmount === 0 ? '' : moneyText(c.thresholdAmount),
    totalQuantity: String(c.totalQuantity),
    perUserLimit: String(c.perUserLimit),
    pickStartsAt: localInputOf(c.pickStartsAt),
    pickEndsAt: localInputOf(c.pickEndsAt),
    validDays: String(c.validDays),
    saved: { pickStartsAt: c.pickStartsAt, pickEndsAt: c.pickEndsAt },
  };
}

function whole(text: string, min: number, max: number): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function amount(text: string, allowZero: boolean): number | null {
  const minor = moneyInputToMinor(text);
  return minor !== null && minor <= MAX_MONEY && (allowZero || minor > 0) ? minor : null;
}

/** The moment of a window field: the saved one when the merchant left it as shown, else what the input says. */
function momentOf(draft: CouponDraft, field: 'pickStartsAt' | 'pickEndsAt'): string | null {
  const saved = draft.saved?.[field];
  if (saved && localInputOf(saved) === draft[field]) return saved;
  return isoOfLocalInput(draft[field]);
}

/** The request for a draft, or the errors by field; a request is made only when there are none. */
export function requestOfCoupon(draft: CouponDraft, shopId: number, now: Date = new Date()): { request?: TSaveMerchantCouponRequest; errors: Partial<Record<string, CouponErrorKey>> } {
  const errors: Partial<Record<string, CouponErrorKey>> = {};
  if (LANGUAGES.every((l) => draft.title[l].trim() === '')) errors['title.en'] = 'titleRequired';
  const percent = draft.kind === 'percent_off';
  const amountOff = percent ? null : amount(draft.amountOff, false);
  if (!percent && amountOff === null) errors.amountOff = draft.amountOff.trim() === '' ? 'required' : 'money';
  const percentOff = percent ? whole(draft.percentOff, 1, 99) : null;
  if (percent && percentOff === null) errors.percentOff = draft.percentOff.trim() === '' ? 'required' : 'percent';
  const maxOff = percent ? amount(draft.maxOff, false) : null;
  if (percent && maxOff === null) errors.maxOff = draft.maxOff.trim() === '' ? 'required' : 'money';
  const thresholdAmount = draft.threshold.trim() === '' ? 0 : amount(draft.threshold, true);
  if (thresholdAmount === null) errors.thresholdAmount = 'threshold';
  const totalQuantity = whole(draft.totalQuantity, 1, 1_000_000);
  if (totalQuantity === null) errors.totalQuantity = 'quantity';
  const perUserLimit = whole(draft.perUserLimit, 1, 100);
  if (perUserLimit === null) errors.perUserLimit = 'limit';
  else if (totalQuantity !== null && perUserLimit > totalQuantity) errors.perUserLimit = 'limitOverTotal';
  const validDays = whole(draft.validDays, 1, 365);
  if (validDays === null) errors.validDays = 'days';
  const starts = momentOf(draft, 'pickStartsAt');
  const ends = momentOf(draft, 'pickEndsAt');
  if (starts === null) errors.pickStartsAt = 'date';
  if (ends === null) errors.pickEndsAt = 'date';
  else if (Date.parse(ends) <= now.getTime()) errors.pickEndsAt = 'endPast';
  else if (starts !== null && Date.parse(ends) <= Date.parse(starts)) errors.pickEndsAt = 'endBeforeStart';
  else if (starts !== null && Date.parse(ends) - Date.parse(starts) > 366 * DAY_MS) errors.pickEndsAt = 'windowTooLong';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    request: {
      shopId,
      ...(draft.couponId !== undefined ? { couponId: draft.couponId } : {}),
      title: { en: draft.title.en.trim(), zh: draft.title.zh.trim(), ja: draft.title.ja.trim() },
      kind: draft.kind,
      amountOff,
      percentOff,
      maxOff,
      thresholdAmount: thresholdAmount!,
      totalQuantity: totalQuantity!,
      perUserLimit: perUserLimit!,
      pickStartsAt: starts!,
      pickEndsAt: ends!,
      validDays: validDays!,
    },
  };
}
