import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appLogin } from '@mall/contract/account/app-login';
import { appLoginEmail } from '@mall/contract/account/app-login-email';
import { appRegisterEmail } from '@mall/contract/account/app-register-email';
import { fetchSignCode } from '@mall/contract/account/fetch-sign-code';
import { fetchSignCodeEmail } from '@mall/contract/account/fetch-sign-code-email';
import { CODES } from '@mall/contract/platform/codes';
import { HEADERS } from '@mall/contract/platform/headers';
import { createTestApp } from '../../testing/test-app.ts';
import { latestCode } from '../../testing/outbox.ts';
import { account, signCode, throttle } from './account.tables.ts';
import { hashPassword } from './password.ts';

// Low limits, and a trusted proxy so that each test can speak from client addresses of its own.
const t = await createTestApp({
  trustProxy: '127.0.0.1',
  throttle: { loginsPerAddress: 8, codesPerAddressHour: 5, signupsPerAddressHour: 3 },
});
let n = 0;
const phone = () => `1370000${String(++n).padStart(4, '0')}`;
let a = 0;
/** A client address of its own for each caller. */
const address = () => `10.1.${Math.floor(++a / 250)}.${a % 250}`;
const from = (ip: string, deviceId = `device-${ip}`) => ({ headers: { 'x-forwarded-for': ip, [HEADERS.deviceId]: deviceId } });

/** An account with a password, logged in by mobile number. */
async function withPassword(password = 'Right2026') {
  const mobile = phone();
  await t.db.insert(account).values({ number: `T${mobile}`, mobile, phoneCode: '86', passwordHash: await hashPassword(password) });
  return mobile;
}

/** Lets the next code to a target be asked for at once, as if 60 seconds had passed. */
const age = (target: string) => t.db.update(signCode).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(signCode.target, target));

/** Moves a throttle's clock back, as if `seconds` had passed since its last attempt (and its window too, with `window`). */
async function pass(scope: string, key: string, seconds: number, window = false) {
  await t.db
    .update(throttle)
    .set({ lastAt: sql`${throttle.lastAt} - ${seconds}::int * interval '1 second'`, ...(window ? { windowEnds: sql`now() - interval '1 second'` } : {}) })
    .where(and(eq(throttle.scope, scope), eq(throttle.key, key)));
}

describe('password guesses at one account', () => {
  it('locks password logins after five wrong ones, even for the right password, and says when to try again', async () => {
    const mobile = await withPassword();
    const codes: number[] = [];
    // Each guess from a fresh address: the account's own throttle is what stops them.
    for (let i = 0; i < 30; i++) codes.push((await t.call(appLogin, { mobile, password: `Wrong${i}xx` }, from(address()))).body.code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill(CODES.WRONG_CREDENTIALS.code));
    expect(codes.slice(5).every((c) => c === CODES.LOGIN_LOCKED.code)).toBe(true);
    const right = await t.call(appLogin, { mobile, password: 'Right2026' }, { ...from(address()), lang: 'zh' });
    expect(right.body).toMatchObject({ success: false, code: CODES.LOGIN_LOCKED.code, message: '密码错误次数过多，请 1 分钟后再试，或使用验证码登录' });
    expect((right.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(20);
    expect((right.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it('still lets the owner in with a code while passwords are locked', async () => {
    const mobile = await withPassword();
    for (let i = 0; i < 6; i++) await t.call(appLogin, { mobile, password: `Wrong${i}xx` }, from(address()));
    const ip = address();
    expect((await t.call(fetchSignCode, { mobile, phoneCode: '86' }, from(ip))).body.code).toBe(1000);
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    const res = await t.call(appLogin, { mobile, phoneCode: '86', code }, from(ip));
    expect(res.body).toMatchObject({ success: true, data: { mobile, newRegister: false } });
  });

  it('doubles the pause after each further guess, up to a quarter of an hour, and a right password clears it', async () => {
    const mobile = await withPassword();
    const key = `86 ${mobile}`;
    for (let i = 0; i < 5; i++) await t.call(appLogin, { mobile, password: `Wrong${i}xx` }, from(address()));
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const locked = await t.call(appLogin, { mobile, password: 'Wrong-again1' }, from(address()));
      expect(locked.body.code).toBe(CODES.LOGIN_LOCKED.code);
      const wait = (locked.body.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
      waits.push(wait);
      // The pause passes; the next guess is admitted (and wrong), which doubles the pause after it.
      await pass('login-password', key, wait);
      expect((await t.call(appLogin, { mobile, password: 'Wrong-again1' }, from(address()))).body.code).toBe(CODES.WRONG_CREDENTIALS.code);
    }
    expect(waits.map((w) => Math.round(w / 30) * 30)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    const last = await t.call(appLogin, { mobile, password: 'Right2026' }, from(address()));
    expect(last.body.code).toBe(CODES.LOGIN_LOCKED.code);
    await pass('login-password', key, 900);
    expect((await t.call(appLogin, { mobile, password: 'Right2026' }, from(address()))).body.success).toBe(true);
    // Cleared: five fresh wrong guesses are admitted again.
    for (let i = 0; i < 5; i++) expect((await t.call(appLogin, { mobile, password: `Wrong${i}yy` }, from(address()))).body.code).toBe(CODES.WRONG_CREDENTIALS.code);
  });

  it('admits exactly five of twenty guesses sent at once', async () => {
    const mobile = await withPassword();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call(appLogin, { mobile, password: `Wrong${i}zz` }, from(address()))));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === CODES.WRONG_CREDENTIALS.code)).toHaveLength(5);
    expect(codes.filter((c) => c === CODES.LOGIN_LOCKED.code)).toHaveLength(15);
  });

  it('throttles guesses at an email, and at a name with no account, alike', async () => {
    const email = 'guess-target@example.com';
    await t.db.insert(account).values({ number: 'Tguess', email, passwordHash: await hashPassword('Right2026') });
    for (const target of [email, 'nobody-here@example.com']) {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) codes.push((await t.call(appLoginEmail, { email: target, password: `Wrong${i}xx` }, from(address()))).body.code);
      expect(codes).toEqual([...Array(5).fill(CODES.WRONG_CREDENTIALS.code), CODES.LOGIN_LOCKED.code, CODES.LOGIN_LOCKED.code]);
    }
  });
});

describe('attempts from one client address', () => {
  it('refuses logins from an address after eight failures in a row, for any account, until the window ends', async () => {
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await t.call(appLogin, { mobile: await withPassword(), password: 'Wrong-once1' }, from(ip))).body.code);
    expect(codes).toEqual([...Array(8).fill(CODES.WRONG_CREDENTIALS.code), CODES.TOO_MANY_ATTEMPTS.code, CODES.TOO_MANY_ATTEMPTS.code]);
    const blocked = await t.call(appLogin, { mobile: await withPassword(), password: 'Right2026' }, { ...from(ip), lang: 'ja' });
    expect(blocked.body.code).toBe(CODES.TOO_MANY_ATTEMPTS.code);
    expect(blocked.body.message).toMatch(/^このネットワークからの試行が多すぎます。1[45] 分後/);
    // Another address is not affected; and once the window ends, this one logs in again.
    expect((await t.call(appLogin, { mobile: await withPassword(), password: 'Right2026' }, from(address()))).body.success).toBe(true);
    await pass('login-address', ip, 0, true);
    expect((await t.call(appLogin, { mobile: await withPassword(), password: 'Right2026' }, from(ip))).body.success).toBe(true);
  });

  it('does not count successful logins against the address', async () => {
    const ip = address();
    for (let i = 0; i < 20; i++) expect((await t.call(appLogin, { mobile: await withPassword(), password: 'Right2026' }, from(ip))).body.success).toBe(true);
  });

  it('limits codes per address whatever device id the client claims, and per device whatever its address', async () => {
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await t.call(fetchSignCode, { mobile: phone() }, from(ip, `forged-${i}`))).body.code);
    expect(codes).toEqual([...Array(5).fill(1000), CODES.TOO_MANY_ATTEMPTS.code, CODES.TOO_MANY_ATTEMPTS.code]);
    // Email codes share the allowance.
    expect((await t.call(fetchSignCodeEmail, { email: 'limited@example.com' }, from(ip, 'forged-x'))).body.code).toBe(CODES.TOO_MANY_ATTEMPTS.code);
    const device = 'one-phone';
    const perDevice: number[] = [];
    for (let i = 0; i < 6; i++) perDevice.push((await t.call(fetchSignCode, { mobile: phone() }, from(address(), device))).body.code);
    expect(perDevice).toEqual([...Array(5).fill(1000), CODES.TOO_MANY_ATTEMPTS.code]);
  });

  it('gives the allowance back when a send is refused for another reason, and counts codes asked for at once exactly', async () => {
    const ip = address();
    const mobile = phone();
    expect((await t.call(fetchSignCode, { mobile }, from(ip))).body.code).toBe(1000);
    for (let i = 0; i < 3; i++) expect((await t.call(fetchSignCode, { mobile }, from(ip))).body.code).toBe(CODES.SIGN_CODE_TOO_SOON.code);
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call(fetchSignCode, { mobile: phone() }, from(ip, `burst-${i}`))));
    expect(burst.filter((r) => r.body.code === 1000)).toHaveLength(4);
    expect(burst.filter((r) => r.body.code === CODES.TOO_MANY_ATTEMPTS.code)).toHaveLength(6);
  });

  it('allows three new accounts an hour from one address, and still lets existing accounts log in', async () => {
    const ip = address();
    const signUp = async (mobile: string, deviceId: string) => {
      expect((await t.call(fetchSignCode, { mobile, phoneCode: '86' }, from(address(), deviceId))).body.code).toBe(1000);
      return t.call(appLogin, { mobile, phoneCode: '86', code: await latestCode(t.db, 'sms', `86 ${mobile}`) }, from(ip));
    };
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await signUp(phone(), `signup-${ip}-${i}`)).body);
    expect(results.map((r) => r.code)).toEqual([1000, 1000, 1000, CODES.TOO_MANY_ATTEMPTS.code, CODES.TOO_MANY_ATTEMPTS.code]);
    expect(results.slice(0, 3).every((r) => (r.data as { newRegister: boolean }).newRegister)).toBe(true);
    const existing = (results[0]!.data as { mobile: string }).mobile;
    await age(`86 ${existing}`);
    expect((await signUp(existing, `signup-${ip}-again`)).body.code).toBe(1000);
    // An email registration from the same address is refused alike, and nothing is created.
    const email = 'fourth@example.com';
    expect((await t.call(fetchSignCodeEmail, { email }, from(address()))).body.code).toBe(1000);
    const code = await latestCode(t.db, 'email', email);
    expect((await t.call(appRegisterEmail, { email, code, password: 'Shop2026' }, from(ip))).body.code).toBe(CODES.TOO_MANY_ATTEMPTS.code);
    expect(await t.db.$count(account, eq(account.email, email))).toBe(0);
  });
});
