import { randomInt } from 'node:crypto';

/**
 * A complaint number a shopper can read out to support: `C`, the UTC date and 10 random digits. Random, so it says
 * nothing about how many complaints there are; the unique index catches the rare repeat and the insert is tried
 * again with a new number.
 */
export function makeComplaintNo(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `C${date}${randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`;
}
