import { randomBytes, randomInt } from 'node:crypto';

/** A one-time commit number: 32 random hex characters (128 bits), so nobody can guess another shopper's. */
export function makeCheckoutNumber(): string {
  return randomBytes(16).toString('hex');
}

/**
 * An order number people can read out: the UTC date and 11 random digits ("2026112304718266351"). Random, so it
 * says nothing about how many orders there are; the unique index catches the rare repeat and the commit is
 * tried again with new numbers.
 */
export function makeOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}${randomInt(0, 100_000_000_000).toString().padStart(11, '0')}`;
}
