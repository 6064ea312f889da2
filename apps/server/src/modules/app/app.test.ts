import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushDevice } from '@mall/contract/app/push-device';
import { queryNewestVersion } from '@mall/contract/app/query-newest-version';
import { HEADERS } from '@mall/contract/platform/headers';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { appVersion, pushDevice as pushDeviceTable } from './app.tables.ts';

const t = await createTestApp();

await t.db.insert(appVersion).values([
  { platform: 'android', pkgName: 'mall.app', versionCode: 120, versionName: '1.2.0', forceUpdate: true, downUrl: 'https://example.test/120.apk', described: { en: 'Security fix', zh: '安全修复', ja: 'セキュリティ修正' } },
  { platform: 'android', pkgName: 'mall.app', versionCode: 125, versionName: '1.2.5', downUrl: 'https://example.test/125.apk', described: { en: 'New look', zh: '全新外观', ja: '新デザイン' } },
  { platform: 'ios', pkgName: 'mall.app', versionCode: 125, versionName: '1.2.5', iosUrl: 'https://apps.example.test/mall', ckVersion: '1.2.5', described: { en: 'New look', zh: '全新外观', ja: '新デザイン' } },
]);

describe('app/query/newest/version', () => {
  it('says the web app at 118 is current', async () => {
    const res = await t.call(queryNewestVersion, { platform: 'h5', pkgName: 'mall.web', versionCode: 118 });
    expect(res.body.data).toMatchObject({ versionCode: 118, needUpdate: false, forceUpdate: false });
  });

  it('offers the newest version and forces it when a skipped version forces', async () => {
    const res = await t.call(queryNewestVersion, { platform: 'android', pkgName: 'mall.app', versionCode: 118 }, { lang: 'zh' });
    expect(res.body.data).toMatchObject({ versionCode: 125, versionName: '1.2.5', forceUpdate: true, needUpdate: true, downUrl: 'https://example.test/125.apk', described: '全新外观' });
  });

  it('does not force once the forced version is installed', async () => {
    const res = await t.call(queryNewestVersion, { platform: 'android', pkgName: 'mall.app', versionCode: 120 });
    expect(res.body.data).toMatchObject({ versionCode: 125, forceUpdate: false, needUpdate: true });
  });

  it('answers the iOS fields', async () => {
    const res = await t.call(queryNewestVersion, { platform: 'ios', pkgName: 'mall.app', versionCode: 100 });
    expect(res.body.data).toMatchObject({ iosUrl: 'https://apps.example.test/mall', ckVersion: '1.2.5', needUpdate: true });
  });

  it('refuses wrong types and missing fields', async () => {
    for (const body of [{}, { platform: 'h5', pkgName: '', versionCode: 1 }, { platform: 'h5', pkgName: 'a', versionCode: '118' }]) {
      expect((await t.call(queryNewestVersion, body)).body.code).toBe(1001);
    }
  });
});

describe('app/push/device', () => {
  it('registers a visitor device, and the user who logs in on it gets a registration of their own', async () => {
    const headers = { [HEADERS.deviceId]: 'device-abc' };
    const first = await t.call(pushDevice, { pushToken: 'tok-1', platform: 'h5' }, { headers });
    expect(first.body).toMatchObject({ success: true, data: { deviceId: 'device-abc', registered: true } });
    const user = await createTestUser(t.db);
    await t.call(pushDevice, { pushToken: 'tok-2', platform: 'h5' }, { headers, token: user.token });
    await t.call(pushDevice, { pushToken: 'tok-3', platform: 'h5' }, { headers, token: user.token });
    const rows = await t.db.select().from(pushDeviceTable).where(eq(pushDeviceTable.deviceId, 'device-abc')).orderBy(pushDeviceTable.id);
    expect(rows.map((r) => [r.accountId, r.pushToken])).toEqual([
      [null, 'tok-1'],
      [user.userId, 'tok-3'],
    ]);
  });

  it('never lets another account, or a visitor, take or clear an account\'s registration', async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const headers = { [HEADERS.deviceId]: 'device-of-a' };
    await t.call(pushDevice, { pushToken: 'a-token', platform: 'android' }, { headers, token: a.token });
    const [before] = await t.db.select().from(pushDeviceTable).where(eq(pushDeviceTable.accountId, a.userId));
    // B sends A's device id, then a visitor does.
    expect((await t.call(pushDevice, { pushToken: 'b-token', platform: 'h5' }, { headers, token: b.token })).body.code).toBe(1000);
    expect((await t.call(pushDevice, { pushToken: 'visitor-token', platform: 'h5' }, { headers })).body.code).toBe(1000);
    const [after] = await t.db.select().from(pushDeviceTable).where(eq(pushDeviceTable.accountId, a.userId));
    expect(after).toEqual(before);
    const rows = await t.db.select().from(pushDeviceTable).where(eq(pushDeviceTable.deviceId, 'device-of-a'));
    expect(rows.map((r) => [r.accountId, r.pushToken]).sort()).toEqual(
      [
        [a.userId, 'a-token'],
        [b.userId, 'b-token'],
        [null, 'visitor-token'],
      ].sort(),
    );
  });

  it('needs a device id and a token, and changes nothing otherwise', async () => {
    const before = await t.db.$count(pushDeviceTable);
    expect((await t.call(pushDevice, { pushToken: 'x', platform: 'h5' })).body.code).toBe(1001);
    expect((await t.call(pushDevice, { platform: 'h5' }, { headers: { [HEADERS.deviceId]: 'd2' } })).body.code).toBe(1001);
    expect((await t.call(pushDevice, { pushToken: 'x', platform: 'symbian' }, { headers: { [HEADERS.deviceId]: 'd2' } })).body.code).toBe(1001);
    expect(await t.db.$count(pushDeviceTable)).toBe(before);
  });

  it('treats a stale token as a visitor rather than failing', async () => {
    const res = await t.call(pushDevice, { pushToken: 'x', platform: 'h5' }, { token: 'stale-token-value-000000', headers: { [HEADERS.deviceId]: 'd3' } });
    expect(res.body.success).toBe(true);
    const [row] = await t.db.select().from(pushDeviceTable).where(eq(pushDeviceTable.deviceId, 'd3'));
    expect(row!.accountId).toBeNull();
  });
});
