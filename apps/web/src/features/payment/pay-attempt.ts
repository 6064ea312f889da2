import type { TCreatePaymentRequest, TCreatePaymentResponse } from '@mall/contract/payment/create-payment';
import type { TExecutePaymentRequest } from '@mall/contract/payment/execute-payment';
import type { PayChannel, TPayPackage } from '@mall/contract/payment/payment-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { ABORTED, NETWORK_FAILURE, isApiError } from '../../shared/transport/api-error.ts';
import type { attemptKeys } from './attempt-keys.ts';
import { decidePayStep } from './pay-step.ts';

/** What one tap on "Pay" needs: the attempt keys and the two calls (the API in the app, fakes in tests). */
export interface PayAttemptDeps {
  keys: ReturnType<typeof attemptKeys>;
  create: (request: TCreatePaymentRequest) => Promise<TCreatePaymentResponse>;
  execute: (request: TExecutePaymentRequest) => Promise<unknown>;
}

/** Where a tap on "Pay" ended. */
export type PayOutcome =
  /** `payment/create` failed (the transport showed why); the page stays. */
  | { kind: 'notCreated' }
  /** Settled (paid now or before, or nothing to pay): the result page. */
  | { kind: 'settled'; paymentNo: string }
  /** The sandbox package could not be confirmed; `open` while the payment may still be confirmed by a retry. */
  | { kind: 'unconfirmed'; paymentNo: string; open: boolean }
  | { kind: 'scan'; paymentNo: string; pack: TPayPackage }
  | { kind: 'offline'; paymentNo: string }
  /** WeChat Pay or Alipay answered: the web cannot start their apps. */
  | { kind: 'native'; paymentNo: string };

/**
 * A refusal that proves the server made nothing of the attempt (wrong channel, short balance, orders changed):
 * the next tap starts a new attempt. No answer at all may hide a payment that was made, so its key is kept.
 */
export function refusedForSure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code > 0 && error.code !== NETWORK_FAILURE && error.code !== ABORTED && error.code !== CODE.SERVER_ERROR && (error.status ?? 200) < 500;
}

async function once(deps: PayAttemptDeps, orderIds: readonly number[], payChannel: PayChannel): Promise<PayOutcome | 'closed'> {
  const { keys } = deps;
  let answer: TCreatePaymentResponse;
  try {
    answer = await deps.create({ orderIds: [...orderIds], payChannel, requestKey: keys.keyFor(orderIds, payChannel) });
  } catch (error) {
    if (refusedForSure(error)) keys.forget(orderIds, payChannel);
    return { kind: 'notCreated' };
  }
  const step = decidePayStep(answer);
  const { paymentNo } = step;
  switch (step.kind) {
    case 'settled':
      keys.forget(orderIds, payChannel);
      return { kind: 'settled', paymentNo };
    case 'confirm':
      try {
        await deps.execute({ paymentNo, ...step.pack });
      } catch (error) {
        // No answer: the payment stays open and a retry (the same key answers it again) confirms it. Closed
        // meanwhile (expired, cancelled elsewhere): the next tap starts a new payment.
        const closed = isApiError(error) && error.code === CODE.PAYMENT_CLOSED;
        if (closed) keys.forget(orderIds, payChannel);
        return { kind: 'unconfirmed', paymentNo, open: !closed };
      }
      keys.forget(orderIds, payChannel);
      return { kind: 'settled', paymentNo };
    case 'scan':
      // The scan and offline pages take the payment over; a later tap on this page is a new attempt.
      keys.forget(orderIds, payChannel);
      return { kind: 'scan', paymentNo, pack: step.pack };
    case 'offline':
      keys.forget(orderIds, payChannel);
      return { kind: 'offline', paymentNo };
    case 'closed':
      keys.forget(orderIds, payChannel);
      return 'closed';
    case 'native':
      keys.forget(orderIds, payChannel);
      return { kind: 'native', paymentNo };
  }
}

/**
 * One tap on "Pay", as the spec has it: `payment/create` with the attempt's key, then what its answer asks for
 * (pay-step.ts); the sandbox's package is confirmed here with the test-payment call. When the kept key named a
 * payment that had closed, it runs once more with a fresh key.
 */
export async function payOnce(deps: PayAttemptDeps, orderIds: readonly number[], payChannel: PayChannel): Promise<PayOutcome> {
  const first = await once(deps, orderIds, payChannel);
  if (first !== 'closed') return first;
  const second = await once(deps, orderIds, payChannel);
  return second === 'closed' ? { kind: 'notCreated' } : second;
}
