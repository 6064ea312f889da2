import { and, asc, eq } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { shop, shopAddress } from './shop.tables.ts';

/** Where a shop takes goods back: its first returns address, else the shop's own address and phone. */
export async function shopReturnAddress(q: Db | Tx, shopId: number): Promise<{ receiverName: Localized; phone: string; address: Localized } | undefined> {
  const [desk] = await q
    .select({ receiverName: shopAddress.contactName, phone: shopAddress.phone, address: shopAddress.address })
    .from(shopAddress)
    .where(and(eq(shopAddress.shopId, shopId), eq(shopAddress.kind, 'return')))
    .orderBy(asc(shopAddress.sort), asc(shopAddress.id))
    .limit(1);
  if (desk) return { ...desk, receiverName: { en: desk.receiverName, zh: desk.receiverName, ja: desk.receiverName } };
  const [own] = await q.select({ name: shop.name, phone: shop.phone, address: shop.address }).from(shop).where(eq(shop.id, shopId));
  if (!own) return undefined;
  return { receiverName: own.name, phone: own.phone, address: own.address };
}
