import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TQueryOperatorActionsRequest, TQueryOperatorActionsResponse } from '@mall/contract/audit/query-operator-actions';
import type { Db } from '../platform/database.ts';
import { decodeIdCursor, encodeIdCursor } from '../platform/keyset-cursor.ts';
import { operatorAction } from '../platform/operator-actions.tables.ts';
import { account } from '../modules/account/account.tables.ts';

/** The audit log newest first, a keyset page at a time, with each operator's name (one query, by the id index). */
export async function queryOperatorActions(db: Db, input: Omit<TQueryOperatorActionsRequest, 'pageSize'> & { pageSize: number }): Promise<TQueryOperatorActionsResponse> {
  const after = decodeIdCursor(input.after);
  const where: SQL[] = [];
  if (after !== undefined) where.push(lt(operatorAction.id, after));
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
    next: rows.length > input.pageSize && last ? encodeIdCursor(last.row.id) : null,
  };
}
