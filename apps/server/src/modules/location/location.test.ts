import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listNationAreas } from '@mall/contract/location/list-nation-areas';
import { listNations } from '@mall/contract/location/list-nations';
import { createTestApp } from '../../testing/test-app.ts';
import { seedNations } from '../../seed/nations.ts';
import { area, nation } from './location.tables.ts';

const t = await createTestApp();
const nations = await t.db.select().from(nation);
const nationId = (code: string) => nations.find((n) => n.code === code)!.id;
async function areaId(nationCode: string, code: string): Promise<number> {
  const [row] = await t.db
    .select({ id: area.id })
    .from(area)
    .where(and(eq(area.nationId, nationId(nationCode)), eq(area.code, code)));
  return row!.id;
}
const areas = (body: unknown, lang?: string) => t.call(listNationAreas, body, lang ? { lang } : {});

describe('resource/nation/list', () => {
  it('lists the nations in display order with their calling codes', async () => {
    const res = await t.call(listNations, {});
    expect(res.body.success).toBe(true);
    expect(res.body.data!.map((n) => n.code)).toEqual(['CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'US', 'GB', 'AU']);
    expect(res.body.data![0]).toEqual({ id: nationId('CN'), code: 'CN', name: 'China', phoneCode: '86' });
    expect(res.body.data!.find((n) => n.code === 'US')!.phoneCode).toBe('1');
  });

  it('names the nations in the T-lang language', async () => {
    const zh = (await t.call(listNations, {}, { lang: 'zh' })).body.data!;
    const ja = (await t.call(listNations, {}, { lang: 'ja-JP' })).body.data!;
    expect(zh.find((n) => n.code === 'JP')!.name).toBe('日本');
    expect(zh.find((n) => n.code === 'US')!.name).toBe('美国');
    expect(ja.find((n) => n.code === 'US')!.name).toBe('アメリカ合衆国');
    expect(ja.find((n) => n.code === 'GB')!.name).toBe('イギリス');
  });

  it('refuses a payload with unknown fields', async () => {
    expect((await t.call(listNations, { all: true })).body.code).toBe(1001);
  });
});

describe('resource/nation/area/list', () => {
  it("answers China's 34 provincial-level divisions in order, knowing which have children", async () => {
    const res = await areas({ nationId: nationId('CN') }, 'zh');
    const list = res.body.data!;
    expect(list).toHaveLength(34);
    expect(list[0]).toMatchObject({ code: '110000', name: '北京市', level: 1, parentId: null, hasChildren: true });
    expect(list.find((a) => a.code === '440000')).toMatchObject({ name: '广东省', hasChildren: true });
    expect(list.find((a) => a.code === '130000')).toMatchObject({ name: '河北省', hasChildren: false });
    expect(list.at(-1)!.code).toBe('820000');
  });

  it('treats a null parent as the top level', async () => {
    const omitted = await areas({ nationId: nationId('JP') });
    const nulled = await areas({ nationId: nationId('JP'), parentId: null });
    expect(omitted.body.data).toHaveLength(47);
    expect(nulled.body.data).toEqual(omitted.body.data);
    expect(omitted.body.data![0]).toMatchObject({ code: '01', name: 'Hokkaido' });
    expect(omitted.body.data![46]).toMatchObject({ code: '47', name: 'Okinawa' });
  });

  it('has the 50 states and DC of the United States', async () => {
    const list = (await areas({ nationId: nationId('US') }, 'ja')).body.data!;
    expect(list).toHaveLength(51);
    expect(list.map((a) => a.code)).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'WA', 'DC', 'AK', 'HI']));
    expect(list.find((a) => a.code === 'CA')).toMatchObject({ name: 'カリフォルニア州', hasChildren: true });
  });

  it('walks province → city → district in the T-lang language', async () => {
    const guangdong = await areaId('CN', '440000');
    const cities = (await areas({ nationId: nationId('CN'), parentId: guangdong }, 'ja')).body.data!;
    expect(cities.map((c) => c.name)).toEqual(['広州市', '深圳市', '珠海市', '仏山市', '東莞市']);
    const shenzhen = cities.find((c) => c.code === '440300')!;
    expect(shenzhen).toMatchObject({ level: 2, parentId: guangdong, hasChildren: true });

    const districts = (await areas({ nationId: nationId('CN'), parentId: shenzhen.id })).body.data!;
    expect(districts.map((d) => d.name)).toContain('Nanshan');
    expect(districts.every((d) => d.level === 3 && !d.hasChildren && d.parentId === shenzhen.id)).toBe(true);

    const tokyo = await areaId('JP', '13');
    const wards = (await areas({ nationId: nationId('JP'), parentId: tokyo }, 'ja')).body.data!;
    expect(wards.map((w) => w.name)).toContain('新宿区');
  });

  it('answers an empty list below a leaf and for a nation without areas', async () => {
    const nanshan = await areaId('CN', '440305');
    expect((await areas({ nationId: nationId('CN'), parentId: nanshan })).body).toMatchObject({ success: true, data: [] });
    expect((await areas({ nationId: nationId('SG') })).body).toMatchObject({ success: true, data: [] });
  });

  it('keeps coordinates of the seats for the gazetteer', async () => {
    const [shenzhen] = await t.db.select().from(area).where(eq(area.code, '440300'));
    expect(shenzhen!.lat).toBeCloseTo(22.54, 1);
    expect(shenzhen!.lng).toBeCloseTo(114.06, 1);
    const [missing] = await t.db.select({ n: count() }).from(area).where(isNull(area.lat));
    expect(missing!.n).toBe(0);
  });

  it('answers not found for an unknown nation, or a parent that is unknown or of another nation', async () => {
    expect((await areas({ nationId: 999_999 })).body.code).toBe(1004);
    expect((await areas({ nationId: nationId('CN'), parentId: 999_999 })).body.code).toBe(1004);
    const tokyo = await areaId('JP', '13');
    expect((await areas({ nationId: nationId('CN'), parentId: tokyo })).body.code).toBe(1004);
  });

  it('refuses malformed payloads by field', async () => {
    const bad: unknown[] = [
      {},
      { nationId: '1' },
      { nationId: -1 },
      { nationId: 0 },
      { nationId: 1.5 },
      { nationId: 2 ** 40 },
      { nationId: 1, parentId: 'x' },
      { nationId: 1, parentId: -3 },
      { nationId: 1, level: 2 },
    ];
    for (const body of bad) {
      const res = await areas(body);
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await areas({ nationId: 1, level: 2 })).body.message).toContain('level');
  });
});

describe('the nation seed', () => {
  it('adds nothing when run again, with one statement per table level', async () => {
    const before = await t.db.select({ n: count() }).from(area);
    const statements: string[] = [];
    await t.db.transaction(async (tx) => {
      // Count what the seed sends through the transaction's connection.
      const client = (tx as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
      const query = client.query.bind(client);
      client.query = (...args: unknown[]) => {
        statements.push(String((args[0] as { text?: string }).text ?? args[0]));
        return query(...args);
      };
      await seedNations(tx);
      client.query = query;
    });
    expect(await t.db.select({ n: count() }).from(area)).toEqual(before);
    // The nations, then provinces, cities and districts: never a statement per row.
    expect(statements).toHaveLength(4);
    expect(statements.every((q) => /^insert/i.test(q))).toBe(true);
  });
});
