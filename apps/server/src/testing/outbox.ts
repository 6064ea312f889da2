import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { outbox } from '../platform/outbox.tables.ts';

/** The newest 6-digit code sent to a phone ("86 13812345678") or an email, read from the development outbox. */
export async function latestCode(db: Db, channel: 'sms' | 'email', target: string): Promise<string> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.target, target)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${channel} ${target}`);
  return code;
}
