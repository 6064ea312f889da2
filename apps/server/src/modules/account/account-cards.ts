import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { account } from './account.tables.ts';
import { normalizeMobile } from './auth.service.ts';

/** What other modules show of an account: who it is to an operator or a merchant console. */
export interface AccountCard {
  accountId: number;
  number: string;
  nickName: string;
  mobile: string | null;
  phoneCode: string;
  email: string | null;
  createdAt: Date;
}

/** Cards of accounts by id (one query). */
export async function accountCards(db: Db | Tx, ids: readonly number[]): Promise<Map<number, AccountCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      accountId: account.id,
      number: account.number,
      nickName: account.nickName,
      mobile: account.mobile,
      phoneCode: account.phoneCode,
      email: account.email,
      createdAt: account.createdAt,
    })
    .from(account)
    .where(inArray(account.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.accountId, r]));
}

/** Adds a role to an account once (a merchant's after approval), in the caller's transaction. */
export async function grantRole(tx: Tx, accountId: number, role: string): Promise<void> {
  await tx.execute(sql`update account set roles = array_append(roles, ${role}), updated_at = now() where id = ${accountId} and not (${role} = any(roles))`);
}

/** The active account that logs in with this phone or email, if any (adding staff by what they sign in with). */
export async function accountByLogin(db: Db | Tx, login: { phoneCode: string; mobile: string } | { email: string }): Promise<number | undefined> {
  const where =
    'email' in login
      ? sql`lower(${account.email}) = ${login.email.toLowerCase()}`
      : sql`${account.phoneCode} = ${login.phoneCode} and ${account.mobile} = ${normalizeMobile(login.mobile, login.phoneCode)}`;
  const [row] = await db.select({ id: account.id }).from(account).where(sql`${where} and ${account.status} = 'active'`);
  return row?.id;
}
