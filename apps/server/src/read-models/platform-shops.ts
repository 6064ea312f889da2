import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@mall/contract/platform/languages';
import type { TPlatformShop, TPlatformShopRow, TQueryPlatformShopsRequest, TQueryPlatformShopsResponse } from '@mall/contract/shop/platform-shops';
import type { Db } from '../platform/database.ts';
import { notFound } from '../platform/errors.ts';
import { decodeIdCursor, encodeIdCursor } from '../platform/keyset-cursor.ts';
import { textIn } from '../platform/localized.ts';
import { account } from '../modules/account/account.tables.ts';
import { merchant } from '../modules/merchant/merchant.tables.ts';
import { shop, shopStatusEvent } from '../modules/shop/shop.tables.ts';

/** The platform console's view of shops: each with its merchant and owner, and the platform's actions on it. */

const rowColumns = {
  shopId: shop.id,
  name: shop.name,
  logo: shop.logo,
  kind: shop.kind,
  status: shop.status,
  merchantId: shop.merchantId,
  merchantName: merchant.name,
  email: account.email,
  mobile: account.mobile,
  nickName: account.nickName,
  goodsCount: shop.goodsCount,
  createdAt: shop.createdAt,
};

type Row = Omit<{ [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] }, 'email' | 'mobile'> & { email: string | null; mobile: string | null };

function rowOf(r: Row, lang: Lang): TPlatformShopRow {
  return {
    shopId: r.shopId,
    name: textIn(r.name, lang),
    logo: r.logo,
    kind: r.kind,
    // A disabled shop is one the platform suspended (nothing else disables a shop).
    status: r.status === 'disabled' ? 'suspended' : r.status,
    merchantId: r.merchantId,
    merchantName: textIn(r.merchantName, lang),
    owner: [r.email ?? r.mobile, r.nickName].filter(Boolean).join(' · '),
    goodsCount: r.goodsCount,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A keyword as an ILIKE pattern that matches it literally. */
const containing = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first by id, narrowed by a part of the shop's or merchant's name (any language) and by status. */
export async function queryPlatformShops(db: Db, input: Omit<TQueryPlatformShopsRequest, 'pageSize'> & { pageSize: number }, lang: Lang): Promise<TQueryPlatformShopsResponse> {
  const after = decodeIdCursor(input.after);
  const where: SQL[] = [];
  if (after !== undefined) where.push(lt(shop.id, after));
  if (input.status === 'suspended') where.push(eq(shop.status, 'disabled'));
  else if (input.status !== undefined) where.push(eq(shop.status, input.status));
  if (input.keyword !== undefined) {
    const pattern = containing(input.keyword);
    where.push(or(sql`${shop.name}::text ilike ${pattern}`, sql`${merchant.name}::text ilike ${pattern}`)!);
  }
  const rows = await db
    .select(rowColumns)
    .from(shop)
    .innerJoin(merchant, eq(merchant.id, shop.merchantId))
    .innerJoin(account, eq(account.id, merchant.accountId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(shop.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return { list: page.map((r) => rowOf(r, lang)), next: rows.length > input.pageSize && last ? encodeIdCursor(last.shopId) : null };
}

/** One shop with its merchant and history (two indexed reads); unknown: 1004. */
export async function queryPlatformShop(db: Db, shopId: number, lang: Lang): Promise<TPlatformShop> {
  const [head] = await db
    .select({ ...rowColumns, phone: shop.phone, suspendedAt: shop.suspendedAt, suspendReason: shop.suspendReason })
    .from(shop)
    .innerJoin(merchant, eq(merchant.id, shop.merchantId))
    .innerJoin(account, eq(account.id, merchant.accountId))
    .where(eq(shop.id, shopId));
  if (!head) throw notFound();
  const operator = sql<string>`coalesce(nullif(${account.nickName}, ''), ${account.email}, ${account.mobile}, ${account.number})`;
  const history = await db
    .select({ action: shopStatusEvent.action, reason: shopStatusEvent.reason, operatorId: shopStatusEvent.operatorId, operator, at: shopStatusEvent.createdAt })
    .from(shopStatusEvent)
    .innerJoin(account, eq(account.id, shopStatusEvent.operatorId))
    .where(eq(shopStatusEvent.shopId, shopId))
    .orderBy(asc(shopStatusEvent.id));
  return {
    ...rowOf(head, lang),
    phone: head.phone,
    suspendedAt: head.suspendedAt?.toISOString() ?? null,
    suspendReason: head.suspendReason,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}

