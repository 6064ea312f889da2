import { OPERATOR_ROLES, type OperatorRole } from '@mall/contract/platform/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { createAccount } from './account-create.ts';
import { account } from './account.tables.ts';
import { hashPassword } from './password.ts';

/**
 * Platform operators are accounts holding `operator:<role>` among their roles. They are made only by the
 * `operator:create` command (and the demo seed), never by a public call; they sign in to the platform console
 * with their email and password like anyone else.
 */
export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}

/**
 * Makes the account of this email an operator of `role` with this password: an existing account gains the role
 * (a shopper who joins the platform's staff keeps their account), a new one is created. Answers the account id.
 */
export async function ensureOperator(db: Db, input: { email: string; password: string; role: OperatorRole; nickName?: string }): Promise<{ accountId: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: account.id }).from(account).where(eq(sql`lower(${account.email})`, email));
  const accountId = existing ? existing.id : (await createAccount(db, null, { email, passwordHash, nickName: input.nickName ?? 'Operator' })).id;
  await grantOperator(db, accountId, input.role, passwordHash);
  return { accountId, created: !existing };
}

async function grantOperator(db: Db | Tx, accountId: number, role: OperatorRole, passwordHash: string): Promise<void> {
  const name = `operator:${role}`;
  await db.execute(sql`
    update account set password_hash = ${passwordHash},
      roles = case when ${name} = any(roles) then roles else array_append(roles, ${name}) end, updated_at = now()
    where id = ${accountId}`);
}
