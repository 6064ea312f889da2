import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteAddress } from '@mall/contract/account/address-delete';
import { setDefaultAddress } from '@mall/contract/account/address-default';
import { MAX_ADDRESSES } from '@mall/contract/account/address-fields';
import { queryAddresses } from '@mall/contract/account/address-query';
import { queryAddressDetail } from '@mall/contract/account/address-query-detail';
import { saveAddress, type TSaveAddressRequest } from '@mall/contract/account/address-save';
import { CODES } from '@mall/contract/platform/codes';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { area, nation } from '../location/location.tables.ts';
import { address } from './address.tables.ts';

const t = await createTestApp();

const nations = new Map((await t.db.select().from(nation)).map((n) => [n.code, n.id]));
const areaRows = await t.db.select({ id: area.id, nationId: area.nationId, code: area.code }).from(area);
const N = (code: string) => nations.get(code)!;
const A = (nationCode: string, code: string) => areaRows.find((r) => r.nationId === N(nationCode) && r.code === code)!.id;

const CN = N('CN');
const guangdong = A('CN', '440000');
const shenzhen = A('CN', '440300');
const nanshan = A('CN', '440305');
const guangzhou = A('CN', '440100');
const tianhe = A('CN', '440106');
const zhejiang = A('CN', '330000');
const hangzhou = A('CN', '330100');

/** A complete address in Shenzhen; tests override what they are about. */
const shenzhenHome = (over: Partial<TSaveAddressRequest> = {}): TSaveAddressRequest => ({
  receiverName: 'Li Lei',
  mobile: '13812345678',
  nationId: CN,
  provinceId: guangdong,
  cityId: shenzhen,
  districtId: nanshan,
  detail: 'Keyuan Road 1, Building 2, Room 301',
  postcode: '518057',
  ...over,
});

async function save(token: string, body: unknown, lang?: string) {
  return t.call(saveAddress, body, { token, ...(lang ? { lang } : {}) });
}
async function saved(token: string, over: Partial<TSaveAddressRequest> = {}) {
  const res = await save(token, shenzhenHome(over));
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}
/** What the database holds for an account: to prove that a refused call changed nothing. */
const rowsOf = (userId: number) => t.db.select().from(address).where(eq(address.accountId, userId)).orderBy(asc(address.id));
const defaultsOf = async (userId: number) => (await rowsOf(userId)).filter((r) => r.isDefault).map((r) => r.id);

describe('user/address/save', () => {
  it('adds the first address as the default, with names in the T-lang language and the region snapshot', async () => {
    const u = await createTestUser(t.db);
    const res = await save(u.token, shenzhenHome({ mobile: '138-1234-5678' }), 'zh');
    expect(res.body).toMatchObject({ success: true, code: 1000 });
    expect(res.body.data).toMatchObject({
      receiverName: 'Li Lei',
      phoneCode: '86',
      mobile: '13812345678',
      nationId: CN,
      nationCode: 'CN',
      nationName: '中国',
      provinceId: guangdong,
      provinceName: '广东省',
      cityName: '深圳市',
      districtName: '南山区',
      areaText: '广东省 深圳市 南山区',
      detail: 'Keyuan Road 1, Building 2, Room 301',
      postcode: '518057',
      isDefault: true,
    });
    expect(res.body.data!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('keeps the region snapshot in the language it was saved in, while names follow the caller', async () => {
    const u = await createTestUser(t.db);
    const { id } = await saved(u.token);
    const ja = await t.call(queryAddressDetail, { id }, { token: u.token, lang: 'ja' });
    expect(ja.body.data).toMatchObject({ areaText: 'Guangdong Shenzhen Nanshan', nationName: '中国', provinceName: '広東省' });
  });

  it('reads a municipality once in the region line', async () => {
    const u = await createTestUser(t.db);
    const body = shenzhenHome({ provinceId: A('CN', '110000'), cityId: A('CN', '110100'), districtId: A('CN', '110108') });
    expect((await save(u.token, body, 'zh')).body.data!.areaText).toBe('北京市 海淀区');
  });

  it("takes the nation's calling code unless one is given, and a nation without areas needs none", async () => {
    const u = await createTestUser(t.db);
    const sg = await save(u.token, { receiverName: 'Tan Wei', mobile: '812345678901', nationId: N('SG'), detail: '1 Raffles Place, #20-01' });
    expect(sg.body.data).toMatchObject({ phoneCode: '65', provinceId: null, provinceName: null, areaText: '', postcode: '' });
    const tokyo = await save(u.token, {
      ...shenzhenHome(),
      nationId: N('JP'),
      phoneCode: '81',
      mobile: '090-1234-5678',
      provinceId: A('JP', '13'),
      cityId: A('JP', '13104'),
      districtId: null,
      postcode: '160-0022',
    });
    expect(tokyo.body.data).toMatchObject({ phoneCode: '81', mobile: '09012345678', areaText: 'Tokyo Shinjuku', districtId: null });
    // A province whose cities are not listed is a complete choice.
    const hebei = await save(u.token, shenzhenHome({ provinceId: A('CN', '130000'), cityId: null, districtId: null }));
    expect(hebei.body.data).toMatchObject({ areaText: 'Hebei', cityName: null });
  });

  it('moves the default when a new or edited address asks for it, leaving exactly one', async () => {
    const u = await createTestUser(t.db);
    const first = await saved(u.token);
    const second = await saved(u.token, { receiverName: 'Han Meimei' });
    expect(second.isDefault).toBe(false);
    expect(await defaultsOf(u.userId)).toEqual([first.id]);

    const third = await saved(u.token, { isDefault: true });
    expect(third.isDefault).toBe(true);
    expect(await defaultsOf(u.userId)).toEqual([third.id]);

    const edited = await saved(u.token, { id: second.id, receiverName: 'Han Meimei', isDefault: true });
    expect(edited.isDefault).toBe(true);
    expect(await defaultsOf(u.userId)).toEqual([second.id]);
  });

  it('edits in place, and never leaves the account without a default', async () => {
    const u = await createTestUser(t.db);
    const first = await saved(u.token);
    const edited = await saved(u.token, {
      id: first.id,
      receiverName: '  Wang Fang  ',
      cityId: guangzhou,
      districtId: tianhe,
      detail: 'Tianhe Road 208',
      isDefault: false,
    });
    expect(edited).toMatchObject({ id: first.id, receiverName: 'Wang Fang', areaText: 'Guangdong Guangzhou Tianhe', isDefault: true });
    expect(edited.createdAt).toBe(first.createdAt);
    expect(edited.updatedAt > first.updatedAt).toBe(true);
    expect(await rowsOf(u.userId)).toHaveLength(1);
  });

  it('refuses a nation or areas that do not form a chain inside it, changing nothing', async () => {
    const u = await createTestUser(t.db);
    const kept = await saved(u.token);
    const broken: Partial<TSaveAddressRequest>[] = [
      { nationId: 999_999 },
      { provinceId: A('JP', '13'), cityId: null, districtId: null },
      { nationId: N('JP') },
      { nationId: N('SG') },
      { provinceId: zhejiang },
      { cityId: hangzhou, provinceId: zhejiang, districtId: nanshan },
      { cityId: null },
      { provinceId: null },
      { provinceId: null, cityId: null, districtId: null },
      { provinceId: shenzhen, cityId: nanshan, districtId: null },
      { provinceId: guangdong, cityId: nanshan, districtId: null },
      { districtId: 999_999 },
    ];
    for (const over of broken) {
      const res = await save(u.token, shenzhenHome(over), 'zh');
      expect(res.body, JSON.stringify(over)).toMatchObject({ success: false, code: CODES.ADDRESS_REGION_INVALID.code, message: '所选国家或地区无效，请重新选择' });
    }
    const edit = await save(u.token, shenzhenHome({ id: kept.id, nationId: N('US') }));
    expect(edit.body.code).toBe(CODES.ADDRESS_REGION_INVALID.code);
    expect(await rowsOf(u.userId)).toEqual([expect.objectContaining({ id: kept.id, nationId: CN, districtId: nanshan })]);
  });

  it('refuses malformed payloads by field', async () => {
    const u = await createTestUser(t.db);
    const { provinceId: _p, ...noProvince } = shenzhenHome();
    const bad: [unknown, string][] = [
      [{ ...shenzhenHome(), receiverName: '' }, 'receiverName'],
      [{ ...shenzhenHome(), receiverName: '   ' }, 'receiverName'],
      [{ ...shenzhenHome(), receiverName: 'x'.repeat(33) }, 'receiverName'],
      [{ ...shenzhenHome(), receiverName: 'Li\nLei' }, 'receiverName'],
      [{ ...shenzhenHome(), receiverName: 42 }, 'receiverName'],
      [{ ...shenzhenHome(), mobile: '12345' }, 'mobile'],
      [{ ...shenzhenHome(), mobile: 13812345678 }, 'mobile'],
      [{ ...shenzhenHome(), mobile: '1'.repeat(100_000) }, 'mobile'],
      [{ ...shenzhenHome(), phoneCode: '+86' }, 'phoneCode'],
      [{ ...shenzhenHome(), detail: '' }, 'detail'],
      [{ ...shenzhenHome(), detail: 'x'.repeat(201) }, 'detail'],
      [{ ...shenzhenHome(), detail: '字'.repeat(100_000) }, 'detail'],
      [{ ...shenzhenHome(), postcode: '<script>' }, 'postcode'],
      [{ ...shenzhenHome(), nationId: '1' }, 'nationId'],
      [{ ...shenzhenHome(), nationId: -1 }, 'nationId'],
      [{ ...shenzhenHome(), nationId: 1.5 }, 'nationId'],
      [{ ...shenzhenHome(), provinceId: 0 }, 'provinceId'],
      [{ ...shenzhenHome(), cityId: 2 ** 31 }, 'cityId'],
      [{ ...shenzhenHome(), districtId: [nanshan] }, 'districtId'],
      [{ ...shenzhenHome(), id: -5 }, 'id'],
      [{ ...shenzhenHome(), id: 2.5 }, 'id'],
      [{ ...shenzhenHome(), isDefault: 'yes' }, 'isDefault'],
      [{ ...shenzhenHome(), accountId: 1 }, 'accountId'],
      [{ receiverName: 'Li Lei' }, 'mobile'],
      [{}, 'nationId'],
    ];
    for (const [body, field] of bad) {
      const res = await save(u.token, body);
      expect(res.body.code, field).toBe(1001);
      expect(res.body.message, field).toContain(field);
    }
    // Optional areas may be left out, but then the chain starts nowhere: the rule, not the schema, refuses it.
    expect((await save(u.token, noProvince)).body.code).toBe(CODES.ADDRESS_REGION_INVALID.code);
    expect(await rowsOf(u.userId)).toEqual([]);
  });

  it('keeps at most 30 addresses, even when the last ones race', async () => {
    const u = await createTestUser(t.db);
    await t.db.insert(address).values(
      Array.from({ length: MAX_ADDRESSES - 2 }, (_, i) => ({
        accountId: u.userId,
        receiverName: `R${i}`,
        phoneCode: '86',
        mobile: '13812345678',
        nationId: CN,
        detail: 'Somewhere 1',
        isDefault: i === 0,
      })),
    );
    const racing = await Promise.all(Array.from({ length: 4 }, () => save(u.token, shenzhenHome(), 'ja')));
    expect(racing.filter((r) => r.body.code === 1000)).toHaveLength(2);
    const refused = racing.filter((r) => r.body.code !== 1000);
    expect(refused.every((r) => r.body.code === CODES.ADDRESS_LIMIT_REACHED.code && r.body.message === CODES.ADDRESS_LIMIT_REACHED.message.ja)).toBe(true);
    expect(await rowsOf(u.userId)).toHaveLength(MAX_ADDRESSES);
    // Editing stays possible at the limit.
    const [one] = await rowsOf(u.userId);
    expect((await save(u.token, shenzhenHome({ id: one!.id }))).body.code).toBe(1000);
  });

  it('makes only one of two racing first addresses the default', async () => {
    const u = await createTestUser(t.db);
    const both = await Promise.all([save(u.token, shenzhenHome()), save(u.token, shenzhenHome())]);
    expect(both.map((r) => r.body.code)).toEqual([1000, 1000]);
    expect(both.filter((r) => r.body.data!.isDefault)).toHaveLength(1);
    expect(await defaultsOf(u.userId)).toHaveLength(1);
  });
});

describe('user/address/query and query/detail', () => {
  it('lists the default first, then the newest, named in the T-lang language', async () => {
    const u = await createTestUser(t.db);
    const a = await saved(u.token, { receiverName: 'A' });
    const b = await saved(u.token, { receiverName: 'B' });
    const c = await saved(u.token, { receiverName: 'C' });
    const list = (await t.call(queryAddresses, {}, { token: u.token, lang: 'zh' })).body.data!;
    expect(list.map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect(list[0]).toMatchObject({ isDefault: true, nationName: '中国', cityName: '深圳市', mobile: '13812345678' });

    await t.call(setDefaultAddress, { id: b.id }, { token: u.token });
    const after = (await t.call(queryAddresses, {}, { token: u.token })).body.data!;
    expect(after.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
  });

  it("answers an empty list for a new account and only the caller's own addresses", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await saved(other.token);
    expect((await t.call(queryAddresses, {}, { token: u.token })).body).toMatchObject({ success: true, data: [] });
  });

  it("answers one address, and not found for an unknown id or another user's", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const mine = await saved(u.token);
    const theirs = await saved(other.token);
    expect((await t.call(queryAddressDetail, { id: mine.id }, { token: u.token })).body.data).toEqual(mine);
    for (const id of [theirs.id, 999_999]) {
      const res = await t.call(queryAddressDetail, { id }, { token: u.token, lang: 'ja' });
      expect(res.body).toMatchObject({ success: false, code: 1004, message: 'データが見つかりません', data: null });
    }
    for (const body of [{}, { id: '1' }, { id: -1 }, { id: 0.5 }, { id: mine.id, all: true }]) {
      expect((await t.call(queryAddressDetail, body, { token: u.token })).body.code).toBe(1001);
    }
  });
});

describe('user/address/default', () => {
  it('makes an address the default and answers it', async () => {
    const u = await createTestUser(t.db);
    const a = await saved(u.token);
    const b = await saved(u.token);
    const res = await t.call(setDefaultAddress, { id: b.id }, { token: u.token });
    expect(res.body.data).toMatchObject({ id: b.id, isDefault: true });
    expect(await defaultsOf(u.userId)).toEqual([b.id]);
    // Again is harmless.
    expect((await t.call(setDefaultAddress, { id: b.id }, { token: u.token })).body.code).toBe(1000);
    expect(await defaultsOf(u.userId)).toEqual([b.id]);
    expect(a.isDefault).toBe(true);
  });

  it('leaves exactly one default when many calls race', async () => {
    const u = await createTestUser(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await saved(u.token)).id);
    const results = await Promise.all([...ids, ...ids].map((id) => t.call(setDefaultAddress, { id }, { token: u.token })));
    expect(results.every((r) => r.body.code === 1000)).toBe(true);
    const defaults = await defaultsOf(u.userId);
    expect(defaults).toHaveLength(1);
    expect(ids).toContain(defaults[0]);
  });

  it("answers not found for another user's address and changes nothing", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await saved(u.token);
    await saved(other.token);
    const theirs = await saved(other.token);
    const before = [await rowsOf(u.userId), await rowsOf(other.userId)];
    const res = await t.call(setDefaultAddress, { id: theirs.id }, { token: u.token });
    expect(res.body.code).toBe(1004);
    expect([await rowsOf(u.userId), await rowsOf(other.userId)]).toEqual(before);
  });
});

describe('user/address/delete', () => {
  it('deletes an address, keeping the default when another one goes', async () => {
    const u = await createTestUser(t.db);
    const a = await saved(u.token);
    const b = await saved(u.token);
    const res = await t.call(deleteAddress, { id: b.id }, { token: u.token });
    expect(res.body.data).toEqual({ id: b.id, defaultId: a.id });
    expect((await rowsOf(u.userId)).map((r) => r.id)).toEqual([a.id]);
    expect((await t.call(deleteAddress, { id: b.id }, { token: u.token })).body.code).toBe(1004);
  });

  it('passes the default to the newest remaining address, and to none after the last', async () => {
    const u = await createTestUser(t.db);
    const a = await saved(u.token);
    const b = await saved(u.token);
    const c = await saved(u.token);
    // Edit the oldest non-default one: "newest" is about when it was added, not edited.
    await saved(u.token, { id: b.id, detail: 'Edited 1' });
    expect((await t.call(deleteAddress, { id: a.id }, { token: u.token })).body.data).toEqual({ id: a.id, defaultId: c.id });
    expect(await defaultsOf(u.userId)).toEqual([c.id]);
    expect((await t.call(deleteAddress, { id: c.id }, { token: u.token })).body.data).toEqual({ id: c.id, defaultId: b.id });
    expect((await t.call(deleteAddress, { id: b.id }, { token: u.token })).body.data).toEqual({ id: b.id, defaultId: null });
    expect(await rowsOf(u.userId)).toEqual([]);
    // The next address starts a new book: it is the default again.
    expect((await saved(u.token)).isDefault).toBe(true);
  });

  it("answers not found for another user's address and changes nothing", async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await saved(u.token);
    const theirs = await saved(other.token);
    const before = [await rowsOf(u.userId), await rowsOf(other.userId)];
    expect((await t.call(deleteAddress, { id: theirs.id }, { token: u.token })).body.code).toBe(1004);
    expect([await rowsOf(u.userId), await rowsOf(other.userId)]).toEqual(before);
  });
});

describe("another user's address id", () => {
  it('cannot be edited through save: not found, nothing changes and nothing is added', async () => {
    const u = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const theirs = await saved(other.token);
    const before = await rowsOf(other.userId);
    const res = await save(u.token, shenzhenHome({ id: theirs.id, receiverName: 'Thief', isDefault: true }));
    expect(res.body.code).toBe(1004);
    expect(await rowsOf(other.userId)).toEqual(before);
    expect(await rowsOf(u.userId)).toEqual([]);
    const [still] = await t.db.select().from(address).where(and(eq(address.id, theirs.id), eq(address.accountId, other.userId)));
    expect(still!.receiverName).toBe('Li Lei');
  });
});

describe('login', () => {
  it('is needed for every address call', async () => {
    const u = await createTestUser(t.db);
    const { id } = await saved(u.token);
    const calls = [
      () => t.call(saveAddress, shenzhenHome()),
      () => t.call(deleteAddress, { id }),
      () => t.call(setDefaultAddress, { id }),
      () => t.call(queryAddresses, {}),
      () => t.call(queryAddressDetail, { id }),
      () => t.call(queryAddressDetail, { id }, { token: 'not-a-token' }),
      () => t.call(deleteAddress, { id: 'junk' }, { token: 'not-a-token' }),
    ];
    for (const call of calls) expect((await call()).body.code).toBe(1002);
    expect(await rowsOf(u.userId)).toHaveLength(1);
  });
});
