import { createHmac, timingSafeEqual } from 'node:crypto';
import { TEST_PAY_MARKER, type TPayPackage } from '@mall/contract/payment/payment-fields';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import { storedSecret } from '../../platform/stored-secret.ts';

/**
 * The signed package of the sandbox and scan channels: `TESTPAY:<paymentNo>:<amount>`, signed with
 * HMAC-SHA256 over timeStamp + nonce + package with the platform's secret. Only the server knows the secret, so
 * a package with a changed amount or payment number, or a made-up one, fails the check in `execute`.
 */

/**
 * PAYMENT_SANDBOX_SECRET when set; otherwise a secret generated once and kept in the settings table, so every
 * instance (and a restart) signs and verifies with the same key.
 */
export function sandboxSecret(db: Db, config: Config): Promise<string> {
  return storedSecret(db, 'payment.sandboxSecret', config.payment.sandboxSecret);
}

function sign(secret: string, timeStamp: string, nonce: string, pkg: string): string {
  return createHmac('sha256', secret).update(`${timeStamp}${nonce}${pkg}`).digest('hex');
}

/** The package `payment/create` answers for a sandbox or scan payment. */
export function signPackage(secret: string, payment: { paymentNo: string; amount: number; nonce: string }, now = new Date()): TPayPackage {
  const timeStamp = String(Math.floor(now.getTime() / 1000));
  const pkg = `${TEST_PAY_MARKER}:${payment.paymentNo}:${payment.amount}`;
  return { timeStamp, nonceStr: payment.nonce, package: pkg, paySign: sign(secret, timeStamp, payment.nonce, pkg) };
}

/**
 * Whether a package was signed by us for exactly this payment: the signature (compared in constant time), the
 * payment's nonce, number and amount. Any difference is a refusal; nothing tells the caller which part was wrong.
 */
export function verifyPackage(secret: string, payment: { paymentNo: string; amount: number; nonce: string }, given: TPayPackage): boolean {
  const expected = Buffer.from(sign(secret, given.timeStamp, given.nonceStr, given.package), 'utf8');
  const actual = Buffer.from(given.paySign, 'utf8');
  const signed = expected.length === actual.length && timingSafeEqual(expected, actual);
  return signed && given.nonceStr === payment.nonce && given.package === `${TEST_PAY_MARKER}:${payment.paymentNo}:${payment.amount}`;
}
