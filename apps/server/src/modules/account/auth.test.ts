import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appLogin } from '@mall/contract/account/app-login';
import { appLoginEmail } from '@mall/contract/account/app-login-email';
import { appLoginGoogle } from '@mall/contract/account/app-login-google';
import { appLogout } from '@mall/contract/account/app-logout';
import { appRegisterEmail } from '@mall/contract/account/app-register-email';
import { appRegisterInvite } from '@mall/contract/account/app-register-invite';
import { checkAccountEmail } from '@mall/contract/account/check-account-email';
import { fetchSignCode } from '@mall/contract/account/fetch-sign-code';
import { fetchSignCodeEmail } from '@mall/contract/account/fetch-sign-code-email';
import { wxOpenid } from '@mall/contract/account/wx-openid';
import { CODES } from '@mall/contract/platform/codes';
import { HEADERS } from '@mall/contract/platform/headers';
import { createTestApp } from '../../testing/test-app.ts';
import { latestCode } from '../../testing/outbox.ts';
import { account, signCode } from './account.tables.ts';

const t = await createTestApp();
let n = 0;
/** A fresh phone number per test, so the per-number limits of one test do not touch another. */
const phone = () => `1390000${String(++n).padStart(4, '0')}`;
const device = (id: string) => ({ headers: { [HEADERS.deviceId]: id } });
// Each number asks from its own device (the per-client limits have their own tests, in throttle.test.ts).
const askSms = (body: { mobile: string; [k: string]: unknown }, lang?: string) =>
  t.call(fetchSignCode, body, { ...device(`d-${body.mobile}`), ...(lang ? { lang } : {}) });
const askEmail = (body: { email: string; [k: string]: unknown }) => t.call(fetchSignCodeEmail, body, device(`d-${body.email}`));

/** Lets the next code be asked for at once, as if the 60 seconds had passed. */
async function age(target: string) {
  await t.db.update(signCode).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(signCode.target, target));
}

async function smsLogin(mobile: string) {
  expect((await askSms({ mobile, phoneCode: '86' })).body.success).toBe(true);
  const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
  return t.call(appLogin, { mobile, phoneCode: '86', code });
}

describe('sign codes', () => {
  it('sends a code to the outbox, never in the response', async () => {
    const mobile = phone();
    const res = await askSms({ mobile });
    expect(res.body).toMatchObject({ success: true, data: { expiresInSeconds: 300, resendInSeconds: 60 } });
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const [row] = await t.db.select().from(signCode).where(eq(signCode.target, `86 ${mobile}`));
    expect(row!.codeHash).not.toContain(code);
  });

  it('refuses a resend within 60 seconds and says how long to wait', async () => {
    const mobile = phone();
    await askSms({ mobile });
    const again = await askSms({ mobile }, 'zh');
    expect(again.body).toMatchObject({ success: false, code: CODES.SIGN_CODE_TOO_SOON.code, message: '验证码发送过于频繁，请稍后再试' });
    expect((again.body.data as unknown as { resendInSeconds: number }).resendInSeconds).toBeGreaterThan(50);
  });

  it('refuses bad numbers and emails by field', async () => {
    for (const mobile of ['abc', '123', '1'.repeat(30), '']) {
      expect((await askSms({ mobile })).body.message).toContain('mobile');
    }
    expect((await askEmail({ email: '13812345678' })).body.message).toContain('email');
    expect((await askEmail({ email: 'a@b' })).body.code).toBe(1001);
  });
});

describe('auth/applogin', () => {
  it('creates an account on the first SMS login, with the register gift, and finds it the next time', async () => {
    const mobile = phone();
    const first = await smsLogin(mobile);
    expect(first.body.data).toMatchObject({ mobile, phoneCode: '86', newRegister: true, userRegisterGiftAmount: 1000, type: 0 });
    expect(first.body.data!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await age(`86 ${mobile}`);
    const second = await smsLogin(mobile);
    expect(second.body.data).toMatchObject({ userId: first.body.data!.userId, newRegister: false });
  });

  it('accepts the number with its country prefix and separators', async () => {
    const mobile = phone();
    await t.call(fetchSignCode, { mobile: `+86 ${mobile.slice(0, 3)}-${mobile.slice(3)}` });
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    const res = await t.call(appLogin, { mobile: `+86${mobile}`, code });
    expect(res.body.data!.mobile).toBe(mobile);
  });

  it('refuses a wrong code, counts tries, and stops after five', async () => {
    const mobile = phone();
    await askSms({ mobile });
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.call(appLogin, { mobile, code: wrong })).body.code);
    expect(codes).toEqual([2001, 2001, 2001, 2001, CODES.SIGN_CODE_TOO_MANY_TRIES.code]);
    // Even the right code no longer works.
    expect((await t.call(appLogin, { mobile, code })).body.code).toBe(CODES.SIGN_CODE_TOO_MANY_TRIES.code);
    expect(await t.db.$count(account, eq(account.mobile, mobile))).toBe(0);
  });

  it('refuses an expired code and a replayed one', async () => {
    const mobile = phone();
    await askSms({ mobile });
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    await t.db.update(signCode).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(signCode.target, `86 ${mobile}`));
    expect((await t.call(appLogin, { mobile, code })).body.code).toBe(CODES.SIGN_CODE_EXPIRED.code);

    await age(`86 ${mobile}`);
    const ok = await smsLogin(mobile);
    expect(ok.body.success).toBe(true);
    const replay = await t.call(appLogin, { mobile, code: await latestCode(t.db, 'sms', `86 ${mobile}`) });
    expect(replay.body.code).toBe(CODES.SIGN_CODE_EXPIRED.code);
  });

  it('lets one of several simultaneous logins with the same code through', async () => {
    const mobile = phone();
    await askSms({ mobile });
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call(appLogin, { mobile, code })));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(await t.db.$count(account, eq(account.mobile, mobile))).toBe(1);
  });

  it('needs exactly one of code and password', async () => {
    expect((await t.call(appLogin, { mobile: phone() })).body.code).toBe(1001);
    expect((await t.call(appLogin, { mobile: phone(), code: '123456', password: 'x' })).body.code).toBe(1001);
    expect((await t.call(appLogin, { mobile: phone(), code: '12345' })).body.message).toContain('code');
  });

  it('says when no password is set, and refuses a wrong password like an unknown account', async () => {
    const mobile = phone();
    await smsLogin(mobile);
    expect((await t.call(appLogin, { mobile, password: 'secret123' })).body.code).toBe(CODES.PASSWORD_NOT_SET.code);
    expect((await t.call(appLogin, { mobile: phone(), password: 'secret123' })).body.code).toBe(CODES.WRONG_CREDENTIALS.code);
  });

  it('ends the older session: its next call answers 1008, and logout makes the token answer 1002', async () => {
    const mobile = phone();
    const first = (await smsLogin(mobile)).body.data!.token;
    await age(`86 ${mobile}`);
    const second = (await smsLogin(mobile)).body.data!.token;
    expect((await t.call(appLogout, {}, { token: first })).body.code).toBe(1008);
    expect((await t.call(appLogout, {}, { token: second })).body).toMatchObject({ success: true, data: { loggedOut: true } });
    expect((await t.call(appLogout, {}, { token: second })).body.code).toBe(1002);
  });

  it('refuses a disabled account', async () => {
    const mobile = phone();
    await smsLogin(mobile);
    await t.db.update(account).set({ status: 'disabled' }).where(eq(account.mobile, mobile));
    await age(`86 ${mobile}`);
    expect((await smsLogin(mobile)).body.code).toBe(CODES.ACCOUNT_DISABLED.code);
  });
});

describe('email accounts', () => {
  async function registerEmail(email: string, extra: Record<string, unknown> = {}) {
    await askEmail({ email, scene: 'register' });
    const code = await latestCode(t.db, 'email', email.toLowerCase());
    return t.call(appRegisterEmail, { email, code, password: 'Shop2026', ...extra });
  }

  it('registers, checks, and logs in by password and by code', async () => {
    const reg = await registerEmail('Ana@Example.com', { nickName: 'Ana' });
    expect(reg.body.data).toMatchObject({ email: 'ana@example.com', nickName: 'Ana', newRegister: true });
    expect((await t.call(checkAccountEmail, { email: 'ana@example.com' })).body.data).toEqual({ exists: true });
    expect((await t.call(checkAccountEmail, { email: 'nobody@example.com' })).body.data).toEqual({ exists: false });

    const byPassword = await t.call(appLoginEmail, { email: 'ANA@example.com', password: 'Shop2026' });
    expect(byPassword.body.data).toMatchObject({ userId: reg.body.data!.userId, newRegister: false });
    expect((await t.call(appLoginEmail, { email: 'ana@example.com', password: 'Shop2027' })).body.code).toBe(2006);

    await age('ana@example.com');
    await askEmail({ email: 'ana@example.com' });
    const byCode = await t.call(appLoginEmail, { email: 'ana@example.com', code: await latestCode(t.db, 'email', 'ana@example.com') });
    expect(byCode.body.data!.userId).toBe(reg.body.data!.userId);
  });

  it('refuses a duplicate registration, a weak password, and mass-assigned fields', async () => {
    await registerEmail('bo@example.com');
    await age('bo@example.com');
    expect((await registerEmail('bo@example.com')).body.code).toBe(CODES.ACCOUNT_EXISTS.code);

    await askEmail({ email: 'cy@example.com' });
    const code = await latestCode(t.db, 'email', 'cy@example.com');
    for (const password of ['short1', 'lettersonly', '12345678901']) {
      const res = await t.call(appRegisterEmail, { email: 'cy@example.com', code, password });
      expect(res.body.message).toContain('password');
    }
    const sneaky = await t.call(appRegisterEmail, { email: 'cy@example.com', code, password: 'Shop2026', userType: 9, vipStatus: 1 });
    expect(sneaky.body.code).toBe(1001);
    expect(sneaky.body.message).toContain('userType');
    expect(await t.db.$count(account, eq(account.email, 'cy@example.com'))).toBe(0);
  });

  it('answers an unknown email asking for a code login', async () => {
    expect((await t.call(appLoginEmail, { email: 'ghost@example.com', code: '123456' })).body.code).toBe(CODES.ACCOUNT_NOT_FOUND.code);
  });
});

describe('invites and providers', () => {
  it('records the referrer of an invited registration and refuses an unknown invite code', async () => {
    const inviter = await smsLogin(phone());
    const [row] = await t.db.select({ inviteCode: account.inviteCode }).from(account).where(eq(account.id, inviter.body.data!.userId));
    const mobile = phone();
    await askSms({ mobile, scene: 'register' });
    const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
    expect((await t.call(appRegisterInvite, { mobile, code, inviteCode: 'NOPE0000' })).body.code).toBe(CODES.INVITE_CODE_INVALID.code);
    const res = await t.call(appRegisterInvite, { mobile, code, inviteCode: row!.inviteCode!.toLowerCase() });
    expect(res.body.data).toMatchObject({ mobile, newRegister: true });
    const [invited] = await t.db.select().from(account).where(eq(account.id, res.body.data!.userId));
    expect(invited!.referrerId).toBe(inviter.body.data!.userId);
  });

  it('answers "not configured" for Google and WeChat until keys are set', async () => {
    expect((await t.call(appLoginGoogle, { code: 'abc' })).body.code).toBe(CODES.PROVIDER_NOT_CONFIGURED.code);
    expect((await t.call(wxOpenid, { code: 'abc' })).body.code).toBe(CODES.PROVIDER_NOT_CONFIGURED.code);
  });
});
