import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import { SHOP_RIGHTS, type ShopRight } from '@mall/contract/platform/api';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import type { Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop, shopMember } from './shop.tables.ts';

export interface NewShop {
  merchantId: number;
  ownerAccountId: number;
  code: string;
  kind: ShopKind;
  name: Localized;
  logo: string;
  banner: string;
  phone: string;
  nationId: number;
  /** The shop's search document (catalogue's searchDocument of its name), made by the caller who has it. */
  searchVector: string;
}

/**
 * Opens a merchant's first shop (open, with no goods until the merchant lists some, delivering free in its nation),
 * with the merchant's account as its owner holding every right, in the caller's transaction (approving an application does both or neither).
 */
export async function openShop(tx: Tx, input: NewShop): Promise<number> {
  const empty: Localized = { en: '', zh: '', ja: '' };
  const [row] = await tx
    .insert(shop)
    .values({
      merchantId: input.merchantId,
      code: input.code,
      kind: input.kind,
      name: input.name,
      intro: empty,
      logo: input.logo,
      banner: input.banner,
      phone: input.phone,
      nationId: input.nationId,
      address: empty,
      searchVector: input.searchVector,
    })
    .returning({ id: shop.id });
  await tx.insert(shopMember).values({ shopId: row!.id, accountId: input.ownerAccountId, role: 'owner', rights: [...SHOP_RIGHTS] });
  // Every shop prices delivery by its default template; a new one delivers free within its nation until the
  // merchant sets fees in the console.
  const [template] = await tx
    .insert(deliveryFeeTemplate)
    .values({ shopId: row!.id, name: { en: 'Standard delivery', zh: '标准配送', ja: '通常配送' }, chargeBy: 'piece', isDefault: true })
    .returning({ id: deliveryFeeTemplate.id });
  await tx.insert(deliveryFeeRule).values({ templateId: template!.id, nationId: input.nationId, areaId: null, firstUnits: 1, firstFee: 0, extraUnits: 1, extraFee: 0 });
  return row!.id;
}

/** The shops an account works for, with its role in each (the merchant console's shop switcher). */
export async function shopsOfAccount(
  db: Db,
  accountId: number,
): Promise<{ shopId: number; name: Localized; logo: string; role: 'owner' | 'staff'; rights: ShopRight[]; suspension: { at: string; reason: string } | null }[]> {
  const rows = await db
    .select({ shopId: shop.id, name: shop.name, logo: shop.logo, role: shopMember.role, rights: shopMember.rights, suspendedAt: shop.suspendedAt, suspendReason: shop.suspendReason })
    .from(shopMember)
    .innerJoin(shop, eq(shop.id, shopMember.shopId))
    // A shop the platform suspended stays (its staff see why, and fulfil its paid orders); see shop-staff.ts.
    .where(and(eq(shopMember.accountId, accountId), or(ne(shop.status, 'disabled'), isNotNull(shop.suspendedAt))))
    .orderBy(shop.id);
  return rows.map(({ suspendedAt, suspendReason, ...r }) => {
    const suspension = suspendedAt ? { at: suspendedAt.toISOString(), reason: suspendReason ?? '' } : null;
    // The owner holds every right, whatever the row lists; nobody holds `goods` while the shop is suspended.
    const rights = r.role === 'owner' ? [...SHOP_RIGHTS] : r.rights;
    return { ...r, rights: suspension ? rights.filter((x) => x !== 'goods') : rights, suspension };
  });
}
