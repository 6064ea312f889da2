import { eq, sql } from 'drizzle-orm';
import type { TUserInfo } from '@mall/contract/account/login-user';
import type { TQueryUserCenterResponse } from '@mall/contract/account/query-user-center';
import type { TQueryUserCurrencyResponse } from '@mall/contract/account/query-user-currency';
import type { TUpdateUserInfoRequest } from '@mall/contract/account/update-user-info';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { queryDecorateConfig } from '../decorate/decorate.service.ts';
import { queryUnreadTotal } from '../messaging/user-message.service.ts';
import { ownsUpload } from '../resource/upload.service.ts';
import { account } from './account.tables.ts';
import { address } from './address.tables.ts';
import { browseHistory, goodsFavor } from '../catalogue/catalogue.tables.ts';
import { shopFollow } from '../shop/shop.tables.ts';
import { userCoupon } from '../coupon/coupon.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import type { AccountRow } from './account-create.ts';
import { consumeSignCode } from './sign-code.service.ts';
import { toUserInfo } from './user-info.ts';

async function loadAccount(deps: Deps, accountId: number): Promise<AccountRow> {
  const [row] = await deps.db.select().from(account).where(eq(account.id, accountId));
  if (!row) throw notFound();
  return row;
}

/** The caller's user fields. */
export async function queryUserInfo(deps: Deps, accountId: number): Promise<TUserInfo> {
  return toUserInfo(await loadAccount(deps, accountId));
}

/** Applies the fields a user may change; an avatar must be their own upload, a new email needs its code. */
export async function updateUserInfo(
  deps: Deps,
  accountId: number,
  input: TUpdateUserInfoRequest,
  lang: Lang,
): Promise<TUserInfo> {
  if (input.avatar && !(await ownsUpload(deps.db, accountId, input.avatar))) {
    throw new AppError('INVALID_REQUEST', { detail: 'avatar: not an image you uploaded' });
  }
  if (input.currency) {
    const config = await queryDecorateConfig(deps.settings, lang);
    if (!config.currencies.some((c) => c.code === input.currency)) {
      throw new AppError('INVALID_REQUEST', { detail: `currency: ${input.currency} is not offered` });
    }
  }
  if (input.email) {
    const [taken] = await deps.db
      .select({ id: account.id })
      .from(account)
      .where(eq(sql`lower(${account.email})`, input.email));
    if (taken && taken.id !== accountId) throw new AppError('ACCOUNT_EXISTS');
    await consumeSignCode(deps.db, { channel: 'email', target: input.email, code: input.emailCode! });
  }
  const changes: Partial<typeof account.$inferInsert> = {};
  if (input.nickName !== undefined) changes.nickName = input.nickName;
  if (input.name !== undefined) changes.name = input.name;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.email !== undefined) changes.email = input.email;
  if (input.currency !== undefined) changes.currency = input.currency;
  if (input.lang !== undefined) changes.lang = input.lang;
  if (Object.keys(changes).length === 0) return queryUserInfo(deps, accountId);
  try {
    const [row] = await deps.db
      .update(account)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(account.id, accountId))
      .returning();
    return toUserInfo(row!);
  } catch (err) {
    // Another account took the email between the check and the update.
    if ((err as { cause?: { code?: string } }).cause?.code === '23505') throw new AppError('ACCOUNT_EXISTS');
    throw err;
  }
}

/** The caller's display currency: their choice if the platform still offers it, else the platform default. */
export async function queryUserCurrency(deps: Deps, accountId: number, lang: Lang): Promise<TQueryUserCurrencyResponse> {
  const [row, config] = await Promise.all([loadAccount(deps, accountId), queryDecorateConfig(deps.settings, lang)]);
  const chosen = row.currency ? config.currencies.find((c) => c.code === row.currency) : undefined;
  const currency = chosen ?? config.currencies.find((c) => c.code === config.defaultCurrency) ?? config.currencies[0]!;
  return { ...currency, chosen: chosen !== undefined };
}

type OrderCounts = Record<'paying' | 'shipping' | 'receiving' | 'completed', number>;

/** The caller's visible (not deleted) orders of each group, as columns; each an index range of (account_id, status, …). */
const orderCounts = (accountId: number) =>
  sql.join(
    (['paying', 'shipping', 'receiving', 'completed'] as const).map(
      (status) =>
        sql`(select count(*)::int from ${saleOrder} where ${saleOrder.accountId} = ${accountId} and ${saleOrder.status} = ${status} and ${saleOrder.hiddenAt} is null) as ${sql.identifier(status)}`,
    ),
    sql`, `,
  );

/** The me tab's summary. Orders, wallet, score and coupons join as their issues land. */
export async function queryUserCenter(deps: Deps, accountId: number): Promise<TQueryUserCenterResponse> {
  const counted = (table: typeof address | typeof goodsFavor | typeof shopFollow | typeof browseHistory) =>
    sql<number>`(select count(*)::int from ${table} where ${table.accountId} = ${accountId})`;
  const [row, unread, [counts]] = await Promise.all([
    loadAccount(deps, accountId),
    queryUnreadTotal(deps.db, accountId),
    // One round trip for every count of the summary, each an index-only count on (account_id, …).
    deps.db.execute<{ addresses: number; favorites: number; follows: number; browsed: number; coupons: number } & OrderCounts>(
      sql`select ${counted(address)} as addresses, ${counted(goodsFavor)} as favorites, ${counted(shopFollow)} as follows, ${counted(browseHistory)} as browsed,
        (select count(*)::int from ${userCoupon} where ${userCoupon.accountId} = ${accountId} and ${userCoupon.status} = 'unused' and ${userCoupon.expiresAt} > now()) as coupons,
        ${orderCounts(accountId)}`,
    ).then((r) => r.rows),
  ]);
  return {
    userInfo: toUserInfo(row),
    // The return group is filled by after-sales.
    orderCounts: { paying: counts?.paying ?? 0, shipping: counts?.shipping ?? 0, receiving: counts?.receiving ?? 0, completed: counts?.completed ?? 0, return: 0 },
    walletBalance: 0,
    scoreBalance: 0,
    // Unused and unexpired: what the coupon page's first tab shows.
    couponCount: counts?.coupons ?? 0,
    unreadMessages: unread.total,
    favoriteGoods: counts?.favorites ?? 0,
    followedShops: counts?.follows ?? 0,
    browsedGoods: counts?.browsed ?? 0,
    addressCount: counts?.addresses ?? 0,
  };
}
