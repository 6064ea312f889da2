import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { shopVisit } from './shop.tables.ts';

/** Who a visitor is for the visitor counts: the shopper's account, else the browser's device id; nobody without either. */
export function visitorKey(accountId: number | undefined, deviceId: string | undefined): string | undefined {
  if (accountId !== undefined) return `a:${accountId}`;
  if (deviceId && deviceId.length <= 100) return `d:${deviceId}`;
  return undefined;
}

/** Counts a visit to a shop once per visitor and business day (in the platform's time zone). */
export async function recordShopVisit(db: Db, shopId: number, visitor: string | undefined, timeZone: string): Promise<void> {
  if (!visitor) return;
  await db.execute(sql`
    insert into ${shopVisit} (shop_id, day, visitor)
    values (${shopId}, (now() at time zone ${timeZone})::date, ${visitor})
    on conflict do nothing`);
}
