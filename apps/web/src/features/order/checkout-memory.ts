import type { TCommitOrderResponse } from '@mall/contract/order/commit-order';
import { readRaw, writeRaw } from '../../shared/session/local-store.ts';

/**
 * What the page keeps of the latest checkout beyond a reload: its one-time checkout number until the commit
 * succeeds (a retry after a lost answer, or after a reload, commits with the same number, so the server answers
 * the same orders instead of making new ones), then the commit's answer (a reload shows the result again rather
 * than a checkout that is gone). One slot is enough: a shopper commits one checkout at a time.
 */
interface Remembered {
  checkoutId: number;
  checkoutNumber?: string;
  result?: TCommitOrderResponse;
}

const KEY = 'mall.checkout.last';

function read(checkoutId: number): Remembered | undefined {
  const raw = readRaw(KEY);
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as Remembered;
    return value.checkoutId === checkoutId ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberedNumber(checkoutId: number): string | undefined {
  const n = read(checkoutId)?.checkoutNumber;
  return typeof n === 'string' ? n : undefined;
}

export function rememberNumber(checkoutId: number, checkoutNumber: string): void {
  writeRaw(KEY, JSON.stringify({ checkoutId, checkoutNumber } satisfies Remembered));
}

/** After a refusal that made no order for sure: the next try takes a new number. */
export function forgetNumber(checkoutId: number): void {
  if (read(checkoutId)?.checkoutNumber !== undefined) writeRaw(KEY, undefined);
}

/** The commit's answer replaces the number: the number has done its job. */
export function rememberResult(checkoutId: number, result: TCommitOrderResponse): void {
  writeRaw(KEY, JSON.stringify({ checkoutId, result } satisfies Remembered));
}

export function rememberedResult(checkoutId: number): TCommitOrderResponse | undefined {
  const r = read(checkoutId)?.result;
  return r && Array.isArray(r.orderIds) && typeof r.payDeadline === 'string' ? r : undefined;
}
