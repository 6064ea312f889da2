import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { account } from './account.tables.ts';

/** The account's receive account for withdrawals (`alipayReceiveAccount`, '' when not set or no such account). */
export async function receiveAccountOf(db: Db | Tx, accountId: number): Promise<string> {
  const [row] = await db.select({ receive: account.alipayReceiveAccount }).from(account).where(eq(account.id, accountId));
  return row?.receive.trim() ?? '';
}
