import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../platform/database.ts';
import { account } from '../modules/account/account.tables.ts';
import { hashPassword } from '../modules/account/password.ts';
import { MERCHANTS } from './catalogue/merchants.ts';

/** The demo platform's operator, an admin; printed at start so that the platform console can be tried. */
export const DEMO_OPERATOR = { email: 'operator@mall.example', password: 'Operator2026', nickName: 'Platform operator' } as const;

/** The demo merchants' password (their emails are in seed/catalogue/merchants.ts), so the merchant console can be tried. */
export const DEMO_MERCHANT_PASSWORD = 'Merchant2026';
export const DEMO_MERCHANT_EMAIL = MERCHANTS[0]!.email;

/**
 * Adds the demo operator once (an account already holding the email is left as it is), and gives the demo merchants
 * a password where they have none.
 */
export async function seedOperator(tx: Tx): Promise<void> {
  await tx
    .update(account)
    .set({ passwordHash: await hashPassword(DEMO_MERCHANT_PASSWORD), updatedAt: sql`now()` })
    .where(and(inArray(account.email, MERCHANTS.map((m) => m.email)), isNull(account.passwordHash)));
  await tx
    .insert(account)
    .values({
      email: DEMO_OPERATOR.email,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      nickName: DEMO_OPERATOR.nickName,
      number: 'P00000001',
      roles: ['user', 'operator:admin'],
    })
    .onConflictDoNothing();
}
