import {
  localMoment,
  openStateProblem,
  rangeProblem,
  takeawayOpenState,
  type TakeawayHours,
  type TakeawayOpenState,
  type TakeawayProblemKind,
} from '@mall/contract/takeaway/takeaway-rules';
import { takeawayNow } from './takeaway-clock.ts';

/** A takeaway shop's terms and hours: what decides whether it takes an order to an address now. */
export interface TakeawayTerms extends TakeawayHours {
  shopId: number;
  status: 'open' | 'closed' | 'disabled';
  lat: number | null;
  lng: number | null;
  deliveryRadiusM: number;
  deliveryFee: number;
  packingFee: number;
  minOrderAmount: number;
  deliveryMinutes: number;
}

/** Where a takeaway shop stands now (its hours, holidays and last order time; a shop the merchant closed is closed). */
export function takeawayStateNow(terms: TakeawayTerms, at: Date = takeawayNow()): TakeawayOpenState & { timeZone: string } {
  const state = takeawayOpenState(terms, at);
  return { ...(terms.status === 'open' ? state : { ...state, state: 'closed' as const }), timeZone: terms.timeZone };
}

/**
 * Why a takeaway shop cannot take an order to a place now (its hours first, then the range), or null. Every entry
 * point (checkout, commit, payment) asks this.
 */
export function takeawayProblem(terms: TakeawayTerms, to: { lat?: number | null | undefined; lng?: number | null | undefined } | null, at: Date = takeawayNow()): TakeawayProblemKind | null {
  return openStateProblem(takeawayStateNow(terms, at).state) ?? rangeProblem(terms, to);
}

/** Today's local date in a shop's time zone (the merchant console lists holidays from it). */
export function takeawayToday(timeZone: string, at: Date = takeawayNow()): string {
  return localMoment(at, timeZone).date;
}
