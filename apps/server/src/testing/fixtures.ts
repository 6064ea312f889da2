import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@mall/contract/platform/api';
import type { AppType } from '@mall/contract/platform/headers';
import type { Db } from '../platform/database.ts';
import { account } from '../modules/account/account.tables.ts';
import { createSession } from '../modules/account/session.service.ts';

/** A shopper account with a live web session, for tests of calls that need login. */
export async function createTestUser(db: Db, appType: AppType = 'h5'): Promise<{ userId: number; token: string }> {
  const number = `T${randomBytes(5).toString('hex')}`;
  const [row] = await db
    .insert(account)
    .values({ number, mobile: `139${Math.floor(Math.random() * 1e8).toString().padStart(8, '0')}`, nickName: number })
    .returning({ id: account.id });
  const { token } = await createSession(db, { accountId: row!.id, appType });
  return { userId: row!.id, token };
}

/** A platform operator holding these roles (`support`, `finance`, `admin`), logged in. */
export async function createTestOperator(db: Db, ...roles: OperatorRole[]): Promise<{ userId: number; token: string }> {
  const user = await createTestUser(db);
  await db
    .update(account)
    .set({ roles: ['user', ...roles.map((r) => `operator:${r}`)] })
    .where(eq(account.id, user.userId));
  return user;
}
