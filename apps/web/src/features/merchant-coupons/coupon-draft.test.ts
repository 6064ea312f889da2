import { describe, expect, it } from 'vitest';
import { draftOfCoupon, isoOfLocalInput, localInputOf, newCouponDraft, requestOfCoupon } from './coupon-draft.ts';

const now = new Date('2026-05-01T08:00:00.000Z');
const saved = {
  couponId: 9,
  shopId: 3,
  title: { en: '¥5 off', zh: '减5元', ja: '5元引き' },
  kind: 'amount_off' as const,
  thresholdAmount: 3000,
  amountOff: 500,
  percentOff: null,
  maxOff: null,
  totalQuantity: 100,
  perUserLimit: 1,
  pickStartsAt: '2026-04-30T08:00:00.123Z',
  pickEndsAt: '2026-05-08T08:00:00.456Z',
  validDays: 14,
  status: 'active' as const,
  tab: 'active' as const,
  issuedCount: 3,
  usedCount: 1,
  createdAt: '2026-04-30T08:00:00.000Z',
};

describe('the coupon form', () => {
  it('makes a coupon of 5 off orders from 30', () => {
    const draft = { ...newCouponDraft(now), title: { en: '¥5 off', zh: '', ja: '' }, amountOff: '5', threshold: '30' };
    const { request, errors } = requestOfCoupon(draft, 3, now);
    expect(errors).toEqual({});
    expect(request).toMatchObject({ shopId: 3, kind: 'amount_off', amountOff: 500, percentOff: null, maxOff: null, thresholdAmount: 3000, totalQuantity: 100, perUserLimit: 1, validDays: 7 });
    expect(Date.parse(request!.pickEndsAt) - Date.parse(request!.pickStartsAt)).toBe(7 * 86_400_000);
  });

  it('sends a saved coupon back exactly as it was, times to the millisecond', () => {
    const { request } = requestOfCoupon(draftOfCoupon(saved), 3, now);
    expect(request).toMatchObject({ couponId: 9, title: saved.title, amountOff: 500, thresholdAmount: 3000, pickStartsAt: saved.pickStartsAt, pickEndsAt: saved.pickEndsAt, validDays: 14 });
  });

  it('names each mistake by the field the server would name', () => {
    const draft = { ...newCouponDraft(now), kind: 'percent_off' as const, percentOff: '100', maxOff: '', threshold: 'abc', totalQuantity: '0', perUserLimit: '5', validDays: '400' };
    expect(requestOfCoupon(draft, 3, now).errors).toEqual({
      'title.en': 'titleRequired',
      percentOff: 'percent',
      maxOff: 'required',
      thresholdAmount: 'threshold',
      totalQuantity: 'quantity',
      validDays: 'days',
    });
    const past = { ...newCouponDraft(now), title: { en: 'x', zh: '', ja: '' }, amountOff: '5', pickEndsAt: localInputOf('2026-04-01T00:00:00Z') };
    expect(requestOfCoupon(past, 3, now).errors).toEqual({ pickEndsAt: 'endPast' });
    const limit = { ...newCouponDraft(now), title: { en: 'x', zh: '', ja: '' }, amountOff: '5', totalQuantity: '2', perUserLimit: '3' };
    expect(requestOfCoupon(limit, 3, now).errors).toEqual({ perUserLimit: 'limitOverTotal' });
  });

  it('reads and writes the browser clock', () => {
    const iso = isoOfLocalInput('2026-05-01T09:30')!;
    expect(localInputOf(iso)).toBe('2026-05-01T09:30');
    expect(isoOfLocalInput('tomorrow')).toBeNull();
  });
});
