import { describe, expect, it } from 'vitest';
import type { TCreatePaymentRequest, TCreatePaymentResponse } from '@mall/contract/payment/create-payment';
import type { TExecutePaymentRequest } from '@mall/contract/payment/execute-payment';
import { PAY_CHANNELS, type PayChannel } from '@mall/contract/payment/payment-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { ApiError, NETWORK_FAILURE } from '../../shared/transport/api-error.ts';
import { attemptKeys } from './attempt-keys.ts';
import { payOnce, type PayAttemptDeps } from './pay-attempt.ts';

const PACK = { timeStamp: '1790000000', nonceStr: 'n0nce', package: 'TESTPAY:P2026112400001:1990', paySign: 'sig' };

function answer(payChannel: PayChannel, over: Partial<TCreatePaymentResponse> = {}): TCreatePaymentResponse {
  return {
    isPayed: false,
    nopay: false,
    payChannel,
    orderInfo: { paymentNo: 'P2026112400001', amount: 1990, orderIds: [7], expiresAt: '2026-11-24T03:00:00Z', bankAccount: null },
    data: null,
    ...over,
  };
}

/** A fake server: answers each create with the next scripted reply, and records every call. */
function fakeDeps(creates: ((r: TCreatePaymentRequest) => TCreatePaymentResponse | Error)[], executes: (Error | null)[] = []) {
  const map = new Map<string, string>();
  let n = 0;
  const created: TCreatePaymentRequest[] = [];
  const executed: TExecutePaymentRequest[] = [];
  const deps: PayAttemptDeps = {
    keys: attemptKeys({ get: (k) => map.get(k), set: (k, v) => (v === undefined ? map.delete(k) : map.set(k, v)) }, () => `key${++n}-aaaaaaaa`),
    create: async (request) => {
      created.push(request);
      const reply = creates.shift()?.(request);
      if (!reply) throw new Error('unexpected create');
      if (reply instanceof Error) throw reply;
      return reply;
    },
    execute: async (request) => {
      executed.push(request);
      const failure = executes.shift();
      if (failure) throw failure;
      return {};
    },
  };
  return { deps, created, executed };
}

const noAnswer = () => new ApiError(NETWORK_FAILURE, 'Request timed out');
const refusal = (code: number) => () => new ApiError(code, 'refused', 200);

describe('payOnce: the requestKey of an attempt', () => {
  it('sends the same key again after no answer, so the retry answers the first payment', async () => {
    const { deps, created } = fakeDeps([noAnswer, () => answer(PAY_CHANNELS.wallet, { isPayed: true })]);
    expect(await payOnce(deps, [7], PAY_CHANNELS.wallet)).toEqual({ kind: 'notCreated' });
    expect(await payOnce(deps, [7], PAY_CHANNELS.wallet)).toEqual({ kind: 'settled', paymentNo: 'P2026112400001' });
    expect(created[1]?.requestKey).toBe(created[0]?.requestKey);
  });

  it('starts a new attempt after a refusal, and after a settled payment', async () => {
    const { deps, created } = fakeDeps([
      refusal(CODE.WALLET_BALANCE_SHORT),
      () => answer(PAY_CHANNELS.wallet, { isPayed: true }),
      () => answer(PAY_CHANNELS.wallet, { isPayed: true }),
    ]);
    await payOnce(deps, [7], PAY_CHANNELS.wallet);
    await payOnce(deps, [7], PAY_CHANNELS.wallet);
    await payOnce(deps, [7], PAY_CHANNELS.wallet);
    const [a, b, c] = created.map((r) => r.requestKey);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('keeps the key of a sandbox payment whose confirmation got no answer, and confirms it on the retry', async () => {
    const { deps, created, executed } = fakeDeps(
      [() => answer(PAY_CHANNELS.sandbox, { data: PACK }), () => answer(PAY_CHANNELS.sandbox, { data: PACK })],
      [noAnswer(), null],
    );
    expect(await payOnce(deps, [7], PAY_CHANNELS.sandbox)).toEqual({ kind: 'unconfirmed', paymentNo: 'P2026112400001', open: true });
    expect(await payOnce(deps, [7], PAY_CHANNELS.sandbox)).toEqual({ kind: 'settled', paymentNo: 'P2026112400001' });
    expect(created[1]?.requestKey).toBe(created[0]?.requestKey);
    expect(executed).toEqual([
      { paymentNo: 'P2026112400001', ...PACK },
      { paymentNo: 'P2026112400001', ...PACK },
    ]);
  });

  it('drops the key of a payment that closed before its confirmation', async () => {
    const { deps, created } = fakeDeps(
      [() => answer(PAY_CHANNELS.sandbox, { data: PACK }), () => answer(PAY_CHANNELS.sandbox, { data: PACK })],
      [new ApiError(CODE.PAYMENT_CLOSED, 'closed', 200), null],
    );
    expect(await payOnce(deps, [7], PAY_CHANNELS.sandbox)).toEqual({ kind: 'unconfirmed', paymentNo: 'P2026112400001', open: false });
    await payOnce(deps, [7], PAY_CHANNELS.sandbox);
    expect(created[1]?.requestKey).not.toBe(created[0]?.requestKey);
  });

  it('tries once more with a fresh key when the kept one names a payment that closed meanwhile', async () => {
    const { deps, created, executed } = fakeDeps([() => answer(PAY_CHANNELS.sandbox), () => answer(PAY_CHANNELS.sandbox, { data: PACK })]);
    expect(await payOnce(deps, [7], PAY_CHANNELS.sandbox)).toEqual({ kind: 'settled', paymentNo: 'P2026112400001' });
    expect(created).toHaveLength(2);
    expect(created[1]?.requestKey).not.toBe(created[0]?.requestKey);
    expect(executed).toHaveLength(1);
  });

  it('hands scan and offline payments to their pages, never confirming a scan package itself', async () => {
    const { deps, executed } = fakeDeps([() => answer(PAY_CHANNELS.scan, { data: PACK }), () => answer(PAY_CHANNELS.offline)]);
    expect(await payOnce(deps, [7, 8], PAY_CHANNELS.scan)).toEqual({ kind: 'scan', paymentNo: 'P2026112400001', pack: PACK });
    expect(await payOnce(deps, [7, 8], PAY_CHANNELS.offline)).toEqual({ kind: 'offline', paymentNo: 'P2026112400001' });
    expect(executed).toHaveLength(0);
  });

  it('leaves the page as it was when wxpay is refused as not configured', async () => {
    const { deps } = fakeDeps([refusal(CODE.PAYMENT_CHANNEL_NOT_CONFIGURED)]);
    expect(await payOnce(deps, [7], PAY_CHANNELS.wxpay)).toEqual({ kind: 'notCreated' });
  });
});
