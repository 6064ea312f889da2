import { and, eq, sql } from 'drizzle-orm';
import type { TAppLoginEmailRequest } from '@mall/contract/account/app-login-email';
import type { TLoginResponse } from '@mall/contract/account/login-user';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { account } from './account.tables.ts';
import { createAccount, type AccountRow } from './account-create.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, endSession } from './session.service.ts';
import { consumeSignCode } from './sign-code.service.ts';
import { clearAttempts, returnAttempt, takeAttemptOrRefuse, type ThrottleRule } from './throttle.ts';
import { toLoginResponse } from './user-info.ts';

/** "+86 138-1234-5678" with phone code 86 → "13812345678": the number as stored, without separators or prefix. */
export function normalizeMobile(mobile: string, phoneCode: string): string {
  const digits = mobile.replace(/\D/g, '');
  return mobile.trim().startsWith('+') && digits.startsWith(phoneCode) ? digits.slice(phoneCode.length) : digits;
}

export function smsTarget(mobile: string, phoneCode: string): string {
  return `${phoneCode} ${normalizeMobile(mobile, phoneCode)}`;
}

async function startSession(deps: Deps, row: AccountRow, ctx: RequestContext, newRegister: boolean): Promise<TLoginResponse> {
  if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const { token } = await createSession(deps.db, { accountId: row.id, appType: ctx.appType, deviceId: ctx.deviceId });
  return toLoginResponse(row, token, newRegister);
}

async function findByMobile(deps: Deps, mobile: string, phoneCode: string): Promise<AccountRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(account)
    .where(and(eq(account.phoneCode, phoneCode), eq(account.mobile, normalizeMobile(mobile, phoneCode))));
  return row;
}

async function findByEmail(deps: Deps, email: string): Promise<AccountRow | undefined> {
  const [row] = await deps.db.select().from(account).where(eq(sql`lower(${account.email})`, email.toLowerCase()));
  return row;
}

/**
 * Password guesses at one login name (a number with its country code, or an email): five free, then a pause
 * before each further one that doubles from 30 s to at most 15 minutes; a right password clears them. Keyed on the
 * name, not the account, so unknown names are throttled alike and the answer reveals nothing.
 */
const PASSWORD_GUESSES: ThrottleRule = { scope: 'login-password', limit: 5, windowSeconds: 3600, growing: { pauseSeconds: 30, maxPauseSeconds: 900 } };
/** Logins (password or code) from one client address in 15 minutes; successful ones are given back. */
const loginsPerAddress = (deps: Deps): ThrottleRule => ({ scope: 'login-address', limit: deps.config.throttle.loginsPerAddress, windowSeconds: 900 });
/** New accounts from one client address in an hour. */
const signupsPerAddress = (deps: Deps): ThrottleRule => ({ scope: 'signup-address', limit: deps.config.throttle.signupsPerAddressHour, windowSeconds: 3600 });

/** Runs a login (or a sign-up with a code) as one of the caller's address's attempts, given back when it succeeds. */
async function asLoginAttempt<T>(deps: Deps, ctx: RequestContext, login: () => Promise<T>): Promise<T> {
  const rule = loginsPerAddress(deps);
  await takeAttemptOrRefuse(deps.db, rule, ctx.clientAddress, 'TOO_MANY_ATTEMPTS');
  const result = await login();
  await returnAttempt(deps.db, rule, ctx.clientAddress);
  return result;
}

/** A new account from the caller's address, within its hourly allowance. */
async function takeSignup(deps: Deps, ctx: RequestContext): Promise<void> {
  await takeAttemptOrRefuse(deps.db, signupsPerAddress(deps), ctx.clientAddress, 'TOO_MANY_ATTEMPTS');
}

/** Checks a password as one guess at the login name (PASSWORD_GUESSES). */
async function checkPassword(deps: Deps, name: string, row: AccountRow | undefined, password: string): Promise<AccountRow> {
  if (row && !row.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  await takeAttemptOrRefuse(deps.db, PASSWORD_GUESSES, name, 'LOGIN_LOCKED');
  // Hash even for an unknown account, so the answer takes as long either way.
  const ok = await verifyPassword(password, row?.passwordHash ?? (await hashPassword('-')));
  if (!row || !ok) throw new AppError('WRONG_CREDENTIALS');
  await clearAttempts(deps.db, PASSWORD_GUESSES, name);
  return row;
}

async function referrerByInviteCode(deps: Deps, code: string): Promise<number> {
  const [row] = await deps.db
    .select({ id: account.id })
    .from(account)
    .where(eq(account.inviteCode, code.trim().toUpperCase()));
  if (!row) throw new AppError('INVITE_CODE_INVALID');
  return row.id;
}

/** Logs in by mobile: an SMS code (an unknown number becomes a new account) or the account's password. */
export async function loginByMobile(
  deps: Deps,
  input: { mobile: string; phoneCode: string; code?: string | undefined; password?: string | undefined },
  ctx: RequestContext,
): Promise<TLoginResponse> {
  const target = smsTarget(input.mobile, input.phoneCode);
  return asLoginAttempt(deps, ctx, async () => {
    if (input.password !== undefined) {
      const row = await checkPassword(deps, target, await findByMobile(deps, input.mobile, input.phoneCode), input.password);
      return startSession(deps, row, ctx, false);
    }
    await consumeSignCode(deps.db, { channel: 'sms', target, code: input.code! });
    const existing = await findByMobile(deps, input.mobile, input.phoneCode);
    if (existing) return startSession(deps, existing, ctx, false);
    await takeSignup(deps, ctx);
    const created = await createAccount(deps.db, deps.settings, {
      mobile: normalizeMobile(input.mobile, input.phoneCode),
      phoneCode: input.phoneCode,
    });
    return startSession(deps, created, ctx, true);
  });
}

/** Logs in a registered email with its password or an emailed code. */
export async function loginByEmail(deps: Deps, input: TAppLoginEmailRequest, ctx: RequestContext): Promise<TLoginResponse> {
  return asLoginAttempt(deps, ctx, async () => {
    const row = await findByEmail(deps, input.email);
    if (input.password !== undefined) return startSession(deps, await checkPassword(deps, input.email.toLowerCase(), row, input.password), ctx, false);
    if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
    await consumeSignCode(deps.db, { channel: 'email', target: input.email, code: input.code! });
    return startSession(deps, row, ctx, false);
  });
}

/** Registers by email with an emailed code and a password, optionally naming a referrer, and logs in. */
export async function registerByEmail(
  deps: Deps,
  input: { email: string; code: string; password: string; nickName?: string | undefined; referrer?: string | undefined },
  ctx: RequestContext,
): Promise<TLoginResponse> {
  return asLoginAttempt(deps, ctx, async () => {
    // Checked before the code is consumed, so a shopper who already has an account keeps a working code.
    if (await findByEmail(deps, input.email)) throw new AppError('ACCOUNT_EXISTS');
    const referrerId = input.referrer ? await referrerByInviteCode(deps, input.referrer) : undefined;
    await consumeSignCode(deps.db, { channel: 'email', target: input.email, code: input.code });
    await takeSignup(deps, ctx);
    const created = await createAccount(deps.db, deps.settings, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      ...(input.nickName ? { nickName: input.nickName } : {}),
      ...(referrerId ? { referrerId } : {}),
    });
    return startSession(deps, created, ctx, true);
  });
}

/** Registers a mobile number invited by another user (who becomes its referrer), and logs in. */
export async function registerByInvite(
  deps: Deps,
  input: { mobile: string; phoneCode: string; code: string; inviteCode: string; password?: string | undefined },
  ctx: RequestContext,
): Promise<TLoginResponse> {
  return asLoginAttempt(deps, ctx, async () => {
    if (await findByMobile(deps, input.mobile, input.phoneCode)) throw new AppError('ACCOUNT_EXISTS');
    const referrerId = await referrerByInviteCode(deps, input.inviteCode);
    await consumeSignCode(deps.db, { channel: 'sms', target: smsTarget(input.mobile, input.phoneCode), code: input.code });
    await takeSignup(deps, ctx);
    const created = await createAccount(deps.db, deps.settings, {
      mobile: normalizeMobile(input.mobile, input.phoneCode),
      phoneCode: input.phoneCode,
      referrerId,
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
    });
    return startSession(deps, created, ctx, true);
  });
}

/** Whether an email has an account. */
export async function emailExists(deps: Deps, email: string): Promise<boolean> {
  return (await findByEmail(deps, email)) !== undefined;
}

/** Ends the caller's session. */
export async function logout(deps: Deps, ctx: RequestContext): Promise<{ loggedOut: boolean }> {
  if (ctx.sessionId !== undefined) await endSession(deps.db, ctx.sessionId, 'logout');
  return { loggedOut: true };
}
