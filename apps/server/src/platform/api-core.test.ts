import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, defineEndpoint, ZEmptyRequest } from '@mall/contract/platform/api';
import { CODES } from '@mall/contract/platform/codes';
import { HEADERS } from '@mall/contract/platform/headers';
import { queryNewestVersion } from '@mall/contract/app/query-newest-version';
import { multipartBody } from '../testing/multipart.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/fixtures.ts';
import { registerEndpoint, userOf } from './route.ts';
import { createSession } from '../modules/account/session.service.ts';

// Endpoints that exist only in this test, to exercise the auth hook and the 500 path.
const whoAmI = defineEndpoint({
  path: 'test/who-am-i',
  access: 'user',
  summary: 'test',
  request: z.strictObject({ n: z.number().int().optional() }),
  response: z.object({ userId: z.number() }),
});
const explode = defineEndpoint({ path: 'test/explode', access: 'public', summary: 'test', request: ZEmptyRequest, response: z.object({}) });

const t = await createTestApp({}, (app, deps) => {
  registerEndpoint(app, deps, whoAmI, async ({ ctx }) => ({ userId: userOf(ctx) }));
  registerEndpoint(app, deps, explode, async () => {
    throw new Error('secret database detail');
  });
});

const versionPath = `${API_BASE}/${queryNewestVersion.path}`;

describe('the envelope and transport faults', () => {
  it('answers an unknown call with HTTP 404 and the envelope', async () => {
    const res = await t.raw({ path: `${API_BASE}/no/such/call`, payload: '{}' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: CODES.UNKNOWN_CALL.code, data: null });
  });

  it('answers GET on an API path with 404 and the envelope', async () => {
    const res = await t.raw({ path: versionPath, method: 'GET' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(CODES.UNKNOWN_CALL.code);
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const res = await t.raw({ path: versionPath, payload: '{"platform": "h5",' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: CODES.MALFORMED_BODY.code });
  });

  it('answers a body over the limit with 413', async () => {
    const huge = JSON.stringify({ pkgName: 'x'.repeat(t.config.bodyLimit + 10) });
    const res = await t.raw({ path: versionPath, payload: huge });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(CODES.PAYLOAD_TOO_LARGE.code);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.raw({ path: versionPath, payload: 'platform=h5', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(CODES.UNSUPPORTED_MEDIA_TYPE.code);
  });

  it('answers a multipart body with 415 on every call but the upload', async () => {
    const body = multipartBody('file', 'a.png', 'image/png', Buffer.from('not json'));
    const res = await t.raw({ path: versionPath, payload: body.payload.toString('latin1'), headers: { 'content-type': body.contentType } });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(CODES.UNSUPPORTED_MEDIA_TYPE.code);
  });

  it('hides internal errors behind a generic message with a request id', async () => {
    const res = await t.call(explode, {});
    expect(res.status).toBe(500);
    expect(res.body.code).toBe(CODES.SERVER_ERROR.code);
    expect(res.body.message).not.toContain('secret');
    expect(res.body.message).toMatch(/\([\w-]{8}-[0-9a-z]+\)$/);
  });

  it('sets nosniff on API answers and the page policies on everything else', async () => {
    const api = await t.app.inject({ method: 'POST', url: versionPath, payload: {} });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/pages/index/index' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the API description', () => {
  it('serves OpenAPI generated from the contract at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const op = doc.paths[versionPath].post;
    expect(op.summary).toContain('newest app version');
    const schema = op.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['platform', 'pkgName', 'versionCode']));
    expect(schema.properties.platform.enum).toEqual(['h5', 'android', 'ios']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('validation', () => {
  it('names every offending field, in the caller language', async () => {
    const res = await t.call(queryNewestVersion, { platform: 'windows', versionCode: 'abc' }, { lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe(CODES.INVALID_REQUEST.code);
    expect(res.body.message).toBe('请求参数错误: platform, pkgName, versionCode');
    const fields = (res.body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(['platform', 'pkgName', 'versionCode']);
  });

  it('refuses unknown fields by name', async () => {
    const res = await t.call(queryNewestVersion, { platform: 'h5', pkgName: 'mall.web', versionCode: 1, isAdmin: true });
    expect(res.body.code).toBe(CODES.INVALID_REQUEST.code);
    expect(res.body.message).toContain('isAdmin');
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses a body that is %s', async (_, payload) => {
    const res = await t.raw({ path: versionPath, payload });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(CODES.INVALID_REQUEST.code);
  });

  it('refuses huge strings, fractions and out-of-range numbers', async () => {
    for (const body of [
      { platform: 'h5', pkgName: 'x'.repeat(10_000), versionCode: 1 },
      { platform: 'h5', pkgName: 'mall.web', versionCode: 1.5 },
      { platform: 'h5', pkgName: 'mall.web', versionCode: -1 },
      { platform: 'h5', pkgName: 'mall.web', versionCode: 1e20 },
    ]) {
      const res = await t.call(queryNewestVersion, body);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe(CODES.INVALID_REQUEST.code);
    }
  });

  it('treats an empty body as an empty payload', async () => {
    const res = await t.raw({ path: `${API_BASE}/decorate/query/config`, payload: '' });
    expect(res.body.success).toBe(true);
  });

  it('works without any of the T- headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/decorate/query/config` });
    expect(res.json()).toMatchObject({ success: true, code: 1000, message: 'Success' });
  });

  it('answers in the T-lang language and falls back to English for an unknown one', async () => {
    const ja = await t.call(queryNewestVersion, {}, { lang: 'ja' });
    expect(ja.body.message.startsWith('リクエストが不正です')).toBe(true);
    const xx = await t.call(queryNewestVersion, {}, { lang: 'xx-YY' });
    expect(xx.body.message.startsWith('Invalid request')).toBe(true);
  });
});

describe('the auth hook', () => {
  it('answers 1002 without a token, before looking at the body', async () => {
    const res = await t.call(whoAmI, { n: 'not a number' });
    expect(res.body).toMatchObject({ success: false, code: 1002, message: 'Not logged in' });
  });

  it('answers 1002 for a garbage or unknown token', async () => {
    for (const token of ['garbage', 'x'.repeat(43), '"; drop table session; --']) {
      const res = await t.call(whoAmI, {}, { token });
      expect(res.body.code).toBe(1002);
    }
  });

  it('lets a live session through with its user', async () => {
    const user = await createTestUser(t.db);
    const res = await t.call(whoAmI, {}, { token: user.token });
    expect(res.body).toMatchObject({ success: true, data: { userId: user.userId } });
  });

  it('answers 1008 once the same account logged in elsewhere on the same app type', async () => {
    const user = await createTestUser(t.db);
    const second = await createSession(t.db, { accountId: user.userId, appType: 'h5' });
    const old = await t.call(whoAmI, {}, { token: user.token });
    expect(old.body).toMatchObject({ success: false, code: 1008 });
    const current = await t.call(whoAmI, {}, { token: second.token });
    expect(current.body.success).toBe(true);
  });

  it('keeps sessions of other app types live, each token working only with the app it was issued to', async () => {
    const user = await createTestUser(t.db);
    const android = await createSession(t.db, { accountId: user.userId, appType: 'android' });
    const as = (appType: string) => ({ [HEADERS.appType]: appType });
    expect((await t.call(whoAmI, {}, { token: user.token })).body.success).toBe(true);
    expect((await t.call(whoAmI, {}, { token: android.token, headers: as('android') })).body.success).toBe(true);
    // The web app's token sent as Android, and Android's as the web app or as iOS, are no session at all.
    expect((await t.call(whoAmI, {}, { token: user.token, headers: as('android') })).body.code).toBe(1002);
    expect((await t.call(whoAmI, {}, { token: android.token })).body.code).toBe(1002);
    expect((await t.call(whoAmI, {}, { token: android.token, headers: as('ios') })).body.code).toBe(1002);
  });

  it('refuses app types the product does not ship (1001), so that sessions per app type stay one per real app', async () => {
    const user = await createTestUser(t.db);
    for (const appType of ['probe-x', 'probe-y', 'H5', 'web', 'x'.repeat(300)]) {
      const res = await t.call(whoAmI, {}, { token: user.token, headers: { [HEADERS.appType]: appType } });
      expect(res.body.code, appType).toBe(1001);
      expect(JSON.stringify(res.body.data)).toContain('T-appType');
      const visitor = await t.raw({ path: versionPath, payload: JSON.stringify({ platform: 'h5', pkgName: 'mall.web', versionCode: 1 }), headers: { [HEADERS.appType]: appType } });
      expect(visitor.body.code).toBe(1001);
    }
  });

  it('keeps at most one live session per account and real app type however many logins come', async () => {
    const user = await createTestUser(t.db);
    const logins = [];
    for (const appType of ['h5', 'android', 'ios', 'h5', 'android', 'ios'] as const) logins.push({ appType, ...(await createSession(t.db, { accountId: user.userId, appType })) });
    const live = [];
    for (const l of logins) if ((await t.call(whoAmI, {}, { token: l.token, headers: { [HEADERS.appType]: l.appType } })).body.success) live.push(l.appType);
    expect(live).toEqual(['h5', 'android', 'ios']);
  });
});

describe('rate limits', () => {
  it('answers 429 with the envelope past the limit', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await limited.raw({ path: `${API_BASE}/decorate/query/config`, payload: '{}' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last!.body).toMatchObject({ success: false, code: CODES.TOO_MANY_REQUESTS.code });
    const limitedAgain = await limited.app.inject({ method: 'POST', url: `${API_BASE}/decorate/query/config`, payload: {} });
    expect(Number(limitedAgain.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limitedAgain.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('does not count the app\'s own files, and counts each client apart behind a trusted proxy', async () => {
    const limited = await createTestApp({ rateLimitMax: 2, trustProxy: '127.0.0.1' });
    for (let i = 0; i < 4; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
    }
    const call = (ip: string) =>
      limited.app.inject({ method: 'POST', url: `${API_BASE}/decorate/query/config`, payload: {}, headers: { 'x-forwarded-for': ip } });
    expect([(await call('10.0.0.1')).statusCode, (await call('10.0.0.1')).statusCode, (await call('10.0.0.1')).statusCode]).toEqual([200, 200, 429]);
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick a fresh address', async () => {
    const limited = await createTestApp({ rateLimitMax: 2, trustProxy: false });
    const call = (ip: string) =>
      limited.app.inject({ method: 'POST', url: `${API_BASE}/decorate/query/config`, payload: {}, headers: { 'x-forwarded-for': ip } });
    const statuses = [];
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) statuses.push((await call(ip)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
