import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TQueryOperatorActionsRequest, TQueryOperatorActionsResponse } from '@mall/contract/audit/query-operator-actions';
import type { Db } from '../platform/database.ts';
import { AppError } from '../platform/errors.ts';
import { operatorAction } from '../platform/operator-actions.tables.ts';
import { account } from '../modules/account/account.tables.ts';

/** The cursor of the audit log's keyset: the last row's id (the log is only added to, so ids order it). */
function afterId(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new AppError('INVALID_REQUEST', { detail: 'after: not a cursor of this list' });
  return id;
}

/** The audit log newest first, a keyset page at a time, with each operator's name (one query, by the id index). */
export async function queryOperatorActions(db: Db, input: Omit<TQueryOperatorActionsRequest, 'pageSize'> & { pageSize: number }): Promise<TQueryOperatorActionsResponse> {
  const after = afterId(input.after);
  const where: SQL[] = [];
  if (after !== null) where.push(lt(operatorAction.id, after));
  if (input.operatorId !== undefined) where.push(eq(operatorAction.operatorId, input.operatorId));
  if (input.subject !== undefined) where.push(eq(operatorAction.subject, input.subject));
  const rows = await db
    .select({ row: operatorAction, nickName: account.nickName, email: account.email })
    .from(operatorAction)
    .leftJoin(account, eq(account.id, operatorAction.operatorId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(operatorAction.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: page.map(({ row, nickName, email }) => ({
      actionId: row.id,
      operatorId: row.operatorId,
      operator: [nickName, email].filter(Boolean).join(' · '),
      action: row.action,
      subject: row.subject,
      request: row.request,
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
    })),
    next: rows.length > input.pageSize && last ? Buffer.from(String(last.row.id), 'utf8').toString('base64url') : null,
  };
}
