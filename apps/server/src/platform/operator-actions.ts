import type { Db } from './database.ts';
import { operatorAction } from './operator-actions.tables.ts';

/**
 * Which platform calls are actions: every one but the reads (lists, details, records, counts) and the read marks
 * of the platform's chat, which change nothing anyone audits.
 */
const READS = /\/(query|detail|details|record)(\/|$)|\/notify\/total$|\/update\/message\/status$/;

export function isOperatorAction(path: string): boolean {
  return path.startsWith('platform/') && !READS.test(path);
}

/** What a call acts on: the first id its body names (`withdrawId: 12` → `withdrawId:12`), else nothing. */
export function subjectOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  for (const [key, value] of Object.entries(body)) {
    if (/Id$|No$/.test(key) && (typeof value === 'number' || typeof value === 'string')) return `${key}:${value}`;
  }
  return '';
}

/** Secrets never reach the log, whatever a call's body holds. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, /password|token|secret/i.test(k) ? '[hidden]' : withoutSecrets(v)]));
}

export interface OperatorActionRecord {
  operatorId: number;
  action: string;
  request: unknown;
  before: unknown;
  after: unknown;
}

/** Adds an action to the audit log. */
export async function recordOperatorAction(db: Db, a: OperatorActionRecord): Promise<void> {
  await db.insert(operatorAction).values({
    operatorId: a.operatorId,
    action: a.action,
    subject: subjectOf(a.request),
    request: withoutSecrets(a.request ?? {}) as object,
    before: a.before === undefined ? null : (withoutSecrets(a.before) as object),
    after: a.after === undefined ? null : (withoutSecrets(a.after) as object),
  });
}
