import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { uniqueViolation } from '../../platform/errors.ts';
import { account } from './account.tables.ts';
import { randomInviteCode } from './account-create.ts';

/**
 * An account's invite code (null for an unknown account). Registration gives every shopper one; an account made
 * otherwise (an operator, an import) gets one the first time it asks, by a conditional update, so two first asks
 * at once agree on one code.
 */
export async function inviteCodeOf(db: Db, accountId: number): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.select({ code: account.inviteCode }).from(account).where(eq(account.id, accountId));
    if (!row) return null;
    if (row.code) return row.code;
    try {
      await db.update(account).set({ inviteCode: randomInviteCode() }).where(and(eq(account.id, accountId), isNull(account.inviteCode)));
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
    }
  }
  throw new Error('could not give the account an invite code');
}
