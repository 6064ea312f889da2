import { eq, sql } from 'drizzle-orm';
import type { TUserInfo } from '@mall/contract/account/login-user';
import type { TQueryUserCenterResponse } from '@mall/contract/account/query-user-center';
import type { TQueryUserCurrencyResponse } from '@mall/contract/account/query-user-currency';
import type { TUpdateUserInfoRequest } from '@mall/contract/account/update-user-info';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readUserCenterCounts } from '../../read-models/user-center.ts';
import { queryDecorateConfig } from '../decorate/decorate.api.ts';
import { queryUnreadTotal } from '../messaging/messaging.api.ts';
import { ownsUpload } from '../resource/resource.api.ts';
import { balanceOf, walletBalance as balanceOfWallet } from '../wallet/wallet.api.ts';
import { account } from './account.tables.ts';
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
  if (input.alipayReceiveAccount !== undefined) changes.alipayReceiveAccount = input.alipayReceiveAccount;
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

/** The me tab's summary: the shopper, their order groups, wallet, coupons, messages and lists. */
export async function queryUserCenter(deps: Deps, accountId: number): Promise<TQueryUserCenterResponse> {
  const row = await loadAccount(deps, accountId);
  const [unread, counts, walletBalance, scoreBalance] = await Promise.all([
    queryUnreadTotal(deps.db, accountId),
    readUserCenterCounts(deps.db, accountId),
    // Opened on first use, as the payment page opens it: both show the same balance.
    balanceOfWallet(deps.db, accountId, row.registerGiftAmount + deps.config.payment.walletDemoAmount),
    // The shopper's points account of the ledger (0 until points are earned).
    balanceOf(deps.db, { shopper: accountId, asset: 'points' }),
  ]);
  return {
    userInfo: toUserInfo(row),
    // The return group is filled by after-sales.
    orderCounts: { paying: counts.paying, shipping: counts.shipping, receiving: counts.receiving, completed: counts.completed, return: counts.returns },
    walletBalance,
    scoreBalance,
    // Unused and unexpired: what the coupon page's first tab shows.
    couponCount: counts.coupons,
    unreadMessages: unread.total,
    favoriteGoods: counts.favorites,
    followedShops: counts.follows,
    browsedGoods: counts.browsed,
    addressCount: counts.addresses,
  };
}
