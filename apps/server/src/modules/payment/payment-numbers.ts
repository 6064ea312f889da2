import { randomBytes, randomInt } from 'node:crypto';

/**
 * A payment number: `P`, the UTC date and 12 random digits ("P20261124048213375512"). Random, so it says
 * nothing about how many payments there are; the unique index catches the rare repeat.
 */
export function makePaymentNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `P${date}${randomInt(0, 1_000_000).toString().padStart(6, '0')}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** The random part of a signed package (128 bits). */
export function makeNonce(): string {
  return randomBytes(16).toString('hex');
}
