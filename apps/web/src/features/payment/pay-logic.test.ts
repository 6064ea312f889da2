import { describe, expect, it } from 'vitest';
import type { TCreatePaymentResponse } from '@mall/contract/payment/create-payment';
import { PAY_CHANNELS, type PayChannel } from '@mall/contract/payment/payment-fields';
import { attemptKeys, type KeyStore } from './attempt-keys.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { decidePayStep } from './pay-step.ts';
import { cancelPaymentPath, payAgainPath, resumePaymentPath, paymentDetailPath, paymentNoParam, paymentPagePath, payTargetParam, scanPaymentPath } from './payment-paths.ts';
import { qrMatrix } from './qr-matrix.ts';
import { buildScanLink, packageAmount, readScanLink, scanPackageStore } from './scan-link.ts';

const PACK = { timeStamp: '1790000000', nonceStr: 'abc123', package: 'TESTPAY|P2026112400001|1990', paySign: 'f00d' };

function answer(over: Partial<TCreatePaymentResponse> & { payChannel: PayChannel }): TCreatePaymentResponse {
  return {
    isPayed: false,
    nopay: false,
    orderInfo: { paymentNo: 'P2026112400001', amount: 1990, orderIds: [7], expiresAt: '2026-11-24T03:00:00Z', bankAccount: null },
    data: null,
    ...over,
  };
}

function memoryStore(): KeyStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, get: (k) => map.get(k), set: (k, v) => (v === undefined ? map.delete(k) : map.set(k, v)) };
}

describe('decidePayStep: what follows payment/create (spec section 4)', () => {
  it('ends at the result when already paid or nothing to pay, whatever the channel', () => {
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.wallet, isPayed: true }))).toEqual({ kind: 'settled', paymentNo: 'P2026112400001' });
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.sandbox, nopay: true, data: PACK }))).toEqual({ kind: 'settled', paymentNo: 'P2026112400001' });
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.scan, isPayed: true, data: PACK })).kind).toBe('settled');
  });

  it('confirms a sandbox package that starts with the test marker', () => {
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.sandbox, data: PACK }))).toEqual({ kind: 'confirm', paymentNo: 'P2026112400001', pack: PACK });
  });

  it('shows the QR code for the scan channel, the bank transfer for offline', () => {
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.scan, data: PACK }))).toEqual({ kind: 'scan', paymentNo: 'P2026112400001', pack: PACK });
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.offline }))).toEqual({ kind: 'offline', paymentNo: 'P2026112400001' });
  });

  it('sees a replayed sandbox or scan payment without a package as closed', () => {
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.sandbox }))).toEqual({ kind: 'closed', paymentNo: 'P2026112400001' });
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.scan })).kind).toBe('closed');
  });

  it('treats wxpay, alipay and unmarked packages as native payment, which the web cannot start', () => {
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.wxpay, data: { ...PACK, package: 'prepay_id=wx1' } })).kind).toBe('native');
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.alipay })).kind).toBe('native');
    expect(decidePayStep(answer({ payChannel: PAY_CHANNELS.sandbox, data: { ...PACK, package: 'testpay-lowercase' } })).kind).toBe('native');
  });
});

describe('attemptKeys: one requestKey per attempt, kept across retries', () => {
  it('answers the same key for the same orders and channel until forgotten', () => {
    const store = memoryStore();
    let n = 0;
    const keys = attemptKeys(store, () => `key-${++n}-xxxxxxxx`);
    const first = keys.keyFor([3, 1], PAY_CHANNELS.sandbox);
    expect(keys.keyFor([1, 3], PAY_CHANNELS.sandbox)).toBe(first);
    // A second instance (the page reloaded) reads the same store.
    expect(attemptKeys(store, () => 'other-key-123').keyFor([1, 3], PAY_CHANNELS.sandbox)).toBe(first);
    expect(keys.keyFor([1, 3], PAY_CHANNELS.wallet)).not.toBe(first);
    expect(keys.keyFor([1], PAY_CHANNELS.sandbox)).not.toBe(first);
    keys.forget([3, 1], PAY_CHANNELS.sandbox);
    expect(keys.keyFor([1, 3], PAY_CHANNELS.sandbox)).not.toBe(first);
  });

  it('makes keys the contract accepts', () => {
    const key = randomRequestKey();
    expect(key).toMatch(/^[0-9A-Za-z_-]{8,64}$/);
    expect(randomRequestKey()).not.toBe(key);
  });
});

describe('scan link', () => {
  it('round-trips the payment number and package through an absolute URL', () => {
    const link = buildScanLink('https://shop.example', 'P2026112400001', { ...PACK, paySign: 'a+b/c=' });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://shop.example/pages/order/mppaymentdetail');
    expect(readScanLink(Object.fromEntries(url.searchParams))).toEqual({ paymentNo: 'P2026112400001', pack: { ...PACK, paySign: 'a+b/c=' } });
  });

  it('refuses partial or malformed links', () => {
    const full = { paymentNo: 'P2026112400001', t: PACK.timeStamp, n: PACK.nonceStr, p: PACK.package, s: PACK.paySign };
    expect(readScanLink(full)).toBeDefined();
    expect(readScanLink({ paymentNo: 'P2026112400001' })).toBeUndefined();
    expect(readScanLink({ ...full, s: '' })).toBeUndefined();
    expect(readScanLink({ ...full, paymentNo: 'X1' })).toBeUndefined();
    expect(readScanLink({ ...full, t: 'soon' })).toBeUndefined();
    expect(readScanLink({ ...full, p: 'OTHER|P1|1' })).toBeUndefined();
  });

  it('reads the amount a package names', () => {
    expect(packageAmount('TESTPAY|P2026112400001|1990')).toBe(1990);
    expect(packageAmount('TESTPAY:paymentNo=P2026112400001&amount=250')).toBe(250);
    expect(packageAmount('TESTPAY')).toBeUndefined();
  });

  it('keeps the owner package for the tab', () => {
    const packages = scanPackageStore(memoryStore());
    expect(packages.load('P2026112400001')).toBeUndefined();
    packages.save('P2026112400001', PACK);
    expect(packages.load('P2026112400001')).toEqual(PACK);
    packages.forget('P2026112400001');
    expect(packages.load('P2026112400001')).toBeUndefined();
  });

  it('draws a square QR matrix for a link', () => {
    const { size, d } = qrMatrix(buildScanLink('http://localhost:5131', 'P2026112400001', PACK));
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    expect(d.startsWith('M')).toBe(true);
  });
});

describe('payment paths', () => {
  it('reads what the payment page pays', () => {
    expect(payTargetParam({ checkoutNumber: 'C20261124000000001' })).toEqual({ checkoutNumber: 'C20261124000000001' });
    expect(payTargetParam({ orderId: '42' })).toEqual({ orderId: 42 });
    expect(payTargetParam({ orderIds: '42' })).toBeUndefined();
    expect(payTargetParam({ checkoutNumber: 'C20261124000000001', orderId: '4' })).toBeUndefined();
    expect(payTargetParam({ checkoutNumber: 'short' })).toBeUndefined();
    expect(payTargetParam({ orderId: '0' })).toBeUndefined();
    expect(payTargetParam({ orderId: '1.5' })).toBeUndefined();
    expect(payTargetParam({ orderId: '99999999999' })).toBeUndefined();
    expect(payTargetParam({})).toBeUndefined();
  });

  it('accepts only payment numbers', () => {
    expect(paymentNoParam('P2026112400001')).toBe('P2026112400001');
    expect(paymentNoParam('P12')).toBeUndefined();
    expect(paymentNoParam(undefined)).toBeUndefined();
  });

  it('carries the orders along the payment pages', () => {
    expect(paymentPagePath({ orderId: 5 })).toBe('/pages/order/payment?orderId=5');
    expect(paymentDetailPath('P2026112400001')).toBe('/pages/order/paymentdetail?paymentNo=P2026112400001');
    expect(scanPaymentPath('P2026112400001', { checkoutNumber: 'C20261124000000001' })).toBe('/pages/order/mppaymentdetail?paymentNo=P2026112400001&checkoutNumber=C20261124000000001');
    expect(cancelPaymentPath(undefined, { orderId: 5 })).toBe('/pages/order/cancelpayment?orderId=5');
  });

  it('pays again for the same orders', () => {
    expect(payAgainPath({ checkoutNumber: 'C20261124000000001' }, [])).toBe('/pages/order/payment?checkoutNumber=C20261124000000001');
    expect(payAgainPath(undefined, [{ orderId: 9, status: 'paying' }, { orderId: 8, status: 'terminated' }])).toBe('/pages/order/payment?orderId=9');
    expect(payAgainPath(undefined, [{ orderId: 9, status: 'paying' }, { orderId: 8, status: 'paying' }])).toBe('/pages/order/order?tab=paying');
  });

  it('resumes an open payment on its own page', () => {
    const target = { orderId: 5 };
    expect(resumePaymentPath({ paymentNo: 'P2026112400001', payChannel: PAY_CHANNELS.offline, status: 'reviewing' }, target)).toBe('/pages/order/offlinepaymentdetail?paymentNo=P2026112400001&orderId=5');
    expect(resumePaymentPath({ paymentNo: 'P2026112400001', payChannel: PAY_CHANNELS.scan, status: 'pending' }, undefined)).toBe('/pages/order/mppaymentdetail?paymentNo=P2026112400001');
    expect(resumePaymentPath({ paymentNo: 'P2026112400001', payChannel: PAY_CHANNELS.wallet, status: 'paid' }, undefined)).toBe('/pages/order/paymentdetail?paymentNo=P2026112400001');
    expect(resumePaymentPath({ paymentNo: 'P2026112400001', payChannel: PAY_CHANNELS.sandbox, status: 'pending' }, target)).toBeUndefined();
    expect(resumePaymentPath({ paymentNo: 'P2026112400001', payChannel: PAY_CHANNELS.scan, status: 'cancelled' }, target)).toBeUndefined();
  });
});
