import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { address } from '../modules/account/address.tables.ts';

/**
 * Read model: where a shopper's default address is (account), for the distance a takeaway shop's page shows when
 * the browser gave no position; null without a placed default address.
 */
export async function readDefaultAddressPoint(db: Db, accountId: number): Promise<{ lat: number; lng: number } | null> {
  const [row] = await db
    .select({ lat: address.lat, lng: address.lng })
    .from(address)
    .where(and(eq(address.accountId, accountId), eq(address.isDefault, true)));
  return row?.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;
}
