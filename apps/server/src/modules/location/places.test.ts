import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { distanceM } from '@mall/contract/location/distance';
import { queryGeographic } from '@mall/contract/location/query-geographic';
import { queryReverse } from '@mall/contract/location/query-reverse';
import { searchGeographic } from '@mall/contract/location/search-geographic';
import { createTestApp } from '../../testing/test-app.ts';
import { area, nation } from './location.tables.ts';
import { placeNames, withPlaceNames } from './location-names.ts';
import { keywordWords, prefixQuery } from './search-places.ts';

const t = await createTestApp();
const keyed = await createTestApp({ mapKey: 'test-key' });

async function areaOf(nationCode: string, code: string) {
  const [row] = await t.db
    .select({ id: area.id, lat: area.lat, lng: area.lng })
    .from(area)
    .innerJoin(nation, eq(nation.id, area.nationId))
    .where(and(eq(nation.code, nationCode), eq(area.code, code)));
  return row!;
}
/** The plan of a query with sequential scans forbidden (one connection: `set local` in a transaction). */
async function planOf(query: SQL): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return JSON.stringify((await tx.execute(sql`explain ${query}`)).rows);
  });
}
const reverse = (body: unknown, lang?: string) => t.call(queryReverse, body, lang ? { lang } : {});
const geographic = (body: unknown, lang?: string) => t.call(queryGeographic, body, lang ? { lang } : {});
const search = (body: unknown, lang?: string) => t.call(searchGeographic, body, lang ? { lang } : {});

describe('location/query/reverse', () => {
  it('answers the nearest seeded district with its chain and distance in whole metres', async () => {
    const pudong = await areaOf('CN', '310115');
    // 300 m east of Pudong's seat: nearer to it than to any other area.
    const point = { lat: pudong.lat!, lng: pudong.lng! + 0.00315 };
    const res = await reverse(point, 'zh');
    expect(res.body.success).toBe(true);
    const place = res.body.data!;
    expect(place).toMatchObject({ areaId: pudong.id, level: 3, name: '浦东新区', nationCode: 'CN', nationName: '中国', text: '上海市 浦东新区' });
    expect(place.chain.map((a) => a.code)).toEqual(['310000', '310100', '310115']);
    expect(place.distanceM).toBe(distanceM(point, { lat: pudong.lat!, lng: pudong.lng! }));
    expect(place.distanceM).toBeGreaterThan(290);
    expect(place.distanceM).toBeLessThan(310);
  });

  it('finds a Japanese ward and an American city, named in the language of the call', async () => {
    const shibuya = await areaOf('JP', '13113');
    const ja = await reverse({ lat: shibuya.lat! + 0.001, lng: shibuya.lng! }, 'ja');
    expect(ja.body.data).toMatchObject({ areaId: shibuya.id, name: '渋谷区', nationName: '日本' });
    expect(ja.body.data!.text).toBe('東京都 渋谷区');
    const en = await reverse({ lat: shibuya.lat!, lng: shibuya.lng! });
    expect(en.body.data).toMatchObject({ name: 'Shibuya', text: 'Tokyo, Shibuya', distanceM: 0 });
  });

  it('agrees with a full scan by great-circle distance, wherever the point is', async () => {
    const all = await t.db.select({ id: area.id, level: area.level, lat: area.lat, lng: area.lng }).from(area).where(sql`${area.lat} is not null`);
    const points = [
      { lat: 31.25, lng: 121.5 },
      { lat: 43.1, lng: 141.35 },
      { lat: 40.7, lng: -74.0 },
      { lat: 37.7, lng: -122.4 },
      { lat: 22.3, lng: 114.1 },
      { lat: 64, lng: -150 },
      { lat: -33.9, lng: 151.2 },
      { lat: 90, lng: 0 },
      { lat: -90, lng: 180 },
    ];
    for (const p of points) {
      const best = Math.min(...all.map((a) => distanceM(p, { lat: a.lat!, lng: a.lng! })));
      const res = await reverse(p);
      expect(res.body.data!.distanceM, JSON.stringify(p)).toBe(best);
    }
  });

  it('reads the nearest areas through the GiST index, not a scan', async () => {
    // With a few hundred rows the planner may prefer a sort; forbidding scans shows the index serves the order.
    const plan = await planOf(sql`select id from area where lat is not null and lng is not null order by point(lng, lat) <-> point(121.5, 31.2) limit 8`);
    expect(plan).toContain('Index Scan using area_location_idx');
  });

  it('takes the boundaries of latitude and longitude and refuses beyond them', async () => {
    for (const p of [{ lat: 90, lng: 180 }, { lat: -90, lng: -180 }, { lat: 0, lng: 0 }]) {
      expect((await reverse(p)).body.success).toBe(true);
    }
    const tooFar = await reverse({ lat: 90.0001, lng: 0 });
    expect(tooFar.body).toMatchObject({ success: false, code: 1001, data: { fields: [{ field: 'lat', message: 'lat must be between -90 and 90' }] } });
    expect((await reverse({ lat: -90.0001, lng: 0 })).body.code).toBe(1001);
    const lng = await reverse({ lat: 0, lng: 180.0001 });
    expect(lng.body).toMatchObject({ code: 1001, data: { fields: [{ field: 'lng', message: 'lng must be between -180 and 180' }] } });
    expect((await reverse({ lat: 0, lng: -180.0001 })).body.code).toBe(1001);
  });

  it('refuses missing, non-numeric and non-finite coordinates and unknown fields', async () => {
    expect((await reverse({ lat: 31 })).body.code).toBe(1001);
    expect((await reverse({ lat: '31', lng: 121 })).body.code).toBe(1001);
    expect((await reverse({ lat: null, lng: 121 })).body.code).toBe(1001);
    expect((await reverse({ lat: 31, lng: 121, radius: 5 })).body.code).toBe(1001);
    // JSON has no Infinity or NaN: a huge exponent parses to Infinity and must be refused, not measured.
    const inf = await t.raw({ path: `/api/jhyl/osm/v1/location/query/reverse`, payload: '{"lat":1e999,"lng":0}', headers: { 'content-type': 'application/json' } });
    expect(inf.body.code).toBe(1001);
  });
});

describe('the seeded gazetteer', () => {
  it('has coordinates for every seeded area, within range', async () => {
    const rows = (await t.db.execute(sql`select count(*)::int as total, count(*) filter (where lat is null or lng is null or abs(lat) > 90 or abs(lng) > 180)::int as bad,
      count(*) filter (where level >= 2)::int as cities from area`)).rows as [{ total: number; bad: number; cities: number }];
    expect(rows[0]).toMatchObject({ bad: 0 });
    expect(rows[0]!.cities).toBeGreaterThan(100);
  });
});

describe('location/query/geographic', () => {
  it("answers an area's place with its chain, coordinates and names", async () => {
    const huangpu = await areaOf('CN', '310101');
    const res = await geographic({ areaId: huangpu.id }, 'en');
    expect(res.body.data).toMatchObject({ areaId: huangpu.id, name: 'Huangpu', level: 3, lat: huangpu.lat, lng: huangpu.lng, text: 'Shanghai, Huangpu', nationCode: 'CN' });
    expect(res.body.data!.chain).toHaveLength(3);
    expect(res.body.data!.chain[0]).toMatchObject({ level: 1, code: '310000', name: 'Shanghai' });
    const province = await areaOf('JP', '13');
    expect((await geographic({ areaId: province.id }, 'ja')).body.data).toMatchObject({ name: '東京都', level: 1, chain: [{ code: '13' }] });
  });

  it("falls back to the nearest ancestor's coordinates, and says when there are none", async () => {
    const city = await areaOf('CN', '320100');
    const [child] = await t.db
      .insert(area)
      .values({ nationId: (await t.db.select().from(nation).where(eq(nation.code, 'CN')))[0]!.id, parentId: city.id, level: 3, code: '329999', name: { en: 'Nowhere', zh: '无名区', ja: '無名区' } })
      .returning({ id: area.id });
    const res = await geographic({ areaId: child!.id });
    expect(res.body.data).toMatchObject({ areaId: child!.id, lat: city.lat, lng: city.lng, name: 'Nowhere' });
    const [orphan] = await t.db
      .insert(area)
      .values({ nationId: (await t.db.select().from(nation).where(eq(nation.code, 'CN')))[0]!.id, level: 1, code: '999999', name: { en: 'Nowhere', zh: '无名', ja: '無名' } })
      .returning({ id: area.id });
    const none = await geographic({ areaId: orphan!.id }, 'zh');
    expect(none.body).toMatchObject({ success: false, code: 5103, message: '该地区暂无坐标' });
    await t.db.delete(area).where(eq(area.code, '999999'));
    await t.db.delete(area).where(eq(area.code, '329999'));
  });

  it('answers not found for an unknown area', async () => {
    expect((await geographic({ areaId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('answers the nearest place for a point, as reverse without the distance', async () => {
    const gusu = await areaOf('CN', '320508');
    const res = await geographic({ lat: gusu.lat!, lng: gusu.lng! }, 'zh');
    expect(res.body.data).toMatchObject({ areaId: gusu.id, name: '姑苏区' });
    expect(res.body.data).not.toHaveProperty('distanceM');
  });

  it('needs exactly one of an area, a point or an address', async () => {
    expect((await geographic({})).body.code).toBe(1001);
    expect((await geographic({ areaId: 1, lat: 1, lng: 1 })).body.code).toBe(1001);
    expect((await geographic({ lat: 1 })).body.code).toBe(1001);
    expect((await geographic({ lat: 90.0001, lng: 0 })).body.code).toBe(1001);
    expect((await geographic({ address: '   ' })).body.code).toBe(1001);
    expect((await geographic({ areaId: 0 })).body.code).toBe(1001);
  });

  it('answers "Map key not configured." for a street address while no map key is set, in every language', async () => {
    const en = await geographic({ address: '1 Century Avenue, Pudong' });
    expect(en.body).toMatchObject({ success: false, code: 5101, message: 'Map key not configured.' });
    expect((await geographic({ address: '世纪大道1号' }, 'zh')).body.message).toBe('地图密钥未配置。');
    expect((await geographic({ address: '渋谷1-1' }, 'ja')).body.message).toBe('地図キーが設定されていません。');
    // With a key set, no provider client is built in: the spec's "Map load failed."; the gazetteer still answers.
    const keyedRes = await keyed.call(queryGeographic, { address: '1 Century Avenue' });
    expect(keyedRes.body).toMatchObject({ success: false, code: 5102, message: 'Map load failed.' });
    expect((await keyed.call(queryReverse, { lat: 31.23, lng: 121.47 })).body.success).toBe(true);
  });
});

describe('location/query/geographic/search', () => {
  it('finds places by name in Chinese, Japanese and English, named in the language of the call', async () => {
    const zh = (await search({ keyword: '浦东' }, 'zh')).body.data!.list;
    expect(zh.map((p) => p.name)).toContain('浦东新区');
    expect(zh[0]!.distanceM).toBeNull();
    const ja = (await search({ keyword: '渋谷' }, 'ja')).body.data!.list;
    expect(ja[0]).toMatchObject({ name: '渋谷区', text: '東京都 渋谷区' });
    const en = (await search({ keyword: 'shin' })).body.data!.list;
    expect(en.map((p) => p.name)).toContain('Shinjuku');
    // The English name finds the place whatever language it is shown in.
    expect((await search({ keyword: 'Shibuya' }, 'zh')).body.data!.list[0]).toMatchObject({ name: '涩谷区' });
  });

  it('matches every word as a prefix, ignoring case, punctuation and full-width letters', async () => {
    expect((await search({ keyword: 'NEW y' })).body.data!.list.map((p) => p.name)).toContain('New York');
    expect((await search({ keyword: 'ＳＨＩＢＵＹＡ' })).body.data!.list[0]!.name).toBe('Shibuya');
    expect((await search({ keyword: "jing'an" })).body.data!.list.map((p) => p.name)).toContain("Jing'an");
    expect((await search({ keyword: 'zzqx' })).body.data!.list).toEqual([]);
    // Operators of the query language are words like any other, never syntax.
    expect((await search({ keyword: "a & !b | c:* '" })).body.success).toBe(true);
    expect((await search({ keyword: '!!!' })).body.data!.list).toEqual([]);
  });

  it('puts an exact name first, then provinces before cities before districts', async () => {
    const list = (await search({ keyword: 'tokyo' })).body.data!.list;
    expect(list[0]).toMatchObject({ name: 'Tokyo', level: 1, nationCode: 'JP' });
    const chuo = (await search({ keyword: 'chuo', limit: 20 })).body.data!.list;
    expect(chuo.length).toBeGreaterThanOrEqual(2);
  });

  it('orders by distance from a given point and gives each its distance', async () => {
    const shinjuku = await areaOf('JP', '13104');
    const near = { lat: shinjuku.lat!, lng: shinjuku.lng! };
    const list = (await search({ keyword: 'chuo', ...near, limit: 20 })).body.data!.list;
    expect(list.length).toBeGreaterThanOrEqual(2);
    // Tokyo's Chuo ward comes before Sapporo's.
    expect(list[0]!.chain[0]!.code).toBe('13');
    const distances = list.map((p) => p.distanceM!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBe(distanceM(near, list[0]!));
  });

  it('answers at most the limit, 10 by default and 20 at most', async () => {
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from area where to_tsvector('simple'::regconfig, (name ->> 'en') || ' ' || (name ->> 'zh') || ' ' || (name ->> 'ja')) @@ to_tsquery('simple'::regconfig, ${"'s':*"})`)).rows as [{ n: number }];
    expect(n).toBeGreaterThan(20);
    const many = (await search({ keyword: 's', limit: 20 })).body.data!.list;
    expect(many).toHaveLength(20);
    expect(new Set(many.map((p) => p.areaId)).size).toBe(20);
    expect((await search({ keyword: 's' })).body.data!.list).toHaveLength(10);
    expect((await search({ keyword: 's', limit: 1 })).body.data!.list).toHaveLength(1);
    expect((await search({ keyword: 's', limit: 21 })).body.code).toBe(1001);
    expect((await search({ keyword: 's', limit: 0 })).body.code).toBe(1001);
    expect((await search({ keyword: 's', limit: 2.5 })).body.code).toBe(1001);
  });

  it('refuses an empty or long keyword and a half point', async () => {
    expect((await search({ keyword: '  ' })).body.code).toBe(1001);
    expect((await search({ keyword: 'x'.repeat(51) })).body.code).toBe(1001);
    expect((await search({ keyword: 'x'.repeat(50) })).body.success).toBe(true);
    expect((await search({ keyword: 'tokyo', lat: 35 })).body.code).toBe(1001);
    expect((await search({ keyword: 'tokyo', lat: 90.0001, lng: 0 })).body.code).toBe(1001);
  });

  it('answers the match through the GIN index of names', async () => {
    const plan = await planOf(sql`select id from area where to_tsvector('simple'::regconfig, (name ->> 'en') || ' ' || (name ->> 'zh') || ' ' || (name ->> 'ja')) @@ to_tsquery('simple'::regconfig, ${prefixQuery(['shin'])})`);
    expect(plan).toContain('area_name_search_idx');
  });
});

describe('keyword words', () => {
  it('splits and folds like the text-search configuration', () => {
    expect(keywordWords(" New-York  Jing'an ")).toEqual(['new', 'york', 'jing', 'an']);
    expect(keywordWords('ＳＨＩＢＵＹＡ')).toEqual(['shibuya']);
    expect(prefixQuery(['it\'s', 'a\\b'])).toBe("'it''s':* & 'a\\\\b':*");
  });
});

describe('place names', () => {
  it('reads the names of places once, then answers them without a statement', async () => {
    const [cn] = await t.db.select().from(nation).where(eq(nation.code, 'CN'));
    const [city] = await t.db.select().from(area).where(and(eq(area.nationId, cn!.id), eq(area.code, '320100')));
    const place = { nationId: cn!.id, provinceId: city!.parentId, cityId: city!.id, districtId: null };
    const first = withPlaceNames(place, await placeNames(t.db, [place]), 'zh');
    expect(first).toMatchObject({ nationName: '中国', cityName: '南京市' });
    // A handle that refuses every statement: the names come from what was read.
    const refusing = new Proxy(t.db, { get: (target, prop, receiver) => (prop === 'select' ? () => { throw new Error('a statement was run'); } : Reflect.get(target, prop, receiver)) });
    expect(withPlaceNames(place, await placeNames(refusing, [place]), 'zh')).toEqual(first);
  });
});
