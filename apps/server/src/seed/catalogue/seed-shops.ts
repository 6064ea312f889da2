import { inArray } from 'drizzle-orm';
import type { Localized } from '@mall/contract/platform/languages';
import type { Tx } from '../../platform/database.ts';
import { SHOP_RIGHTS } from '@mall/contract/platform/api';
import { randomFor } from '../../platform/seeded-random.ts';
import { account } from '../../modules/account/account.tables.ts';
import { artUrl } from '../../modules/catalogue/artwork.ts';
import { searchDocument } from '../../modules/catalogue/search-tokens.ts';
import { merchant, merchantCertificate } from '../../modules/merchant/merchant.tables.ts';
import { area, nation } from '../../modules/location/location.tables.ts';
import {
  deliveryFeeRule,
  deliveryFeeTemplate,
  shop,
  shopMember,
  shopAddress,
  shopBusinessTime,
  shopQualification,
} from '../../modules/shop/shop.tables.ts';
import { loc, type Tri } from './attributes.ts';
import { insertRows, insertRowsReturning } from './bulk-insert.ts';
import { seedCoupons } from './seed-coupons.ts';
import { MERCHANTS, SHOPS, type Hours, type SeedShop } from './merchants.ts';

export const TEMPLATE_STANDARD: Tri = ['Standard shipping', '普通快递', '通常配送'];
export const TEMPLATE_BULKY: Tri = ['Bulky goods', '大件物流', '大型商品配送'];

const DAY = 86_400_000;

/** Opening spans [weekday, opens, closes] in minutes after midnight, per pattern. */
function spans(hours: Hours): [number, number, number][] {
  const week = [1, 2, 3, 4, 5, 6, 7];
  switch (hours) {
    case 'retail':
      return week.map((d) => [d, 9 * 60, 22 * 60]);
    case 'pharmacy':
      return week.map((d) => [d, 8 * 60, 22 * 60]);
    case 'allday':
      return week.map((d) => [d, 0, 24 * 60]);
    case 'late':
      // Open past midnight: closing at 26:00 is 02:00 the next day.
      return week.map((d) => [d, 11 * 60, 26 * 60]);
    case 'meals':
      return week.flatMap((d): [number, number, number][] =>
        d >= 6 ? [[d, 10 * 60, 22 * 60]] : [[d, 10 * 60 + 30, 14 * 60], [d, 16 * 60 + 30, 21 * 60 + 30]],
      );
  }
}

/** A licence number that looks like the real ones and is the same on every run. */
function licenceNumber(prefix: string, key: string): string {
  const rng = randomFor(`licence:${key}`);
  return `${prefix}${Array.from({ length: 12 }, () => rng.int(0, 9)).join('')}`;
}

function qualifications(s: SeedShop): { kind: typeof shopQualification.$inferInsert.kind; name: Tri; prefix: string }[] {
  const list: { kind: typeof shopQualification.$inferInsert.kind; name: Tri; prefix: string }[] = [
    { kind: 'business_license', name: ['Business licence', '营业执照', '営業許可証'], prefix: '91' },
  ];
  if (s.kind === 'takeaway' || s.sells.some((c) => ['drinks', 'snacks', 'staples', 'fresh'].includes(c))) {
    list.push({ kind: 'food_license', name: ['Food business licence', '食品经营许可证', '食品営業許可証'], prefix: 'JY' });
  }
  if (s.kind === 'health') {
    list.push({ kind: 'drug_license', name: ['Drug business licence', '药品经营许可证', '医薬品販売業許可証'], prefix: 'YP' });
    list.push({ kind: 'medical_device', name: ['Medical device business record', '医疗器械经营备案凭证', '医療機器販売業届出'], prefix: 'BA' });
  }
  return list;
}

/**
 * Stores the merchants (each with its account holding the 'merchant' role and its certificates) and their
 * shops with business times, qualifications, addresses, delivery-fee templates and coupons.
 */
export async function seedShops(tx: Tx, now: Date): Promise<void> {
  const accounts = await insertRowsReturning(
    tx,
    account,
    MERCHANTS.map((m) => ({
      number: m.number,
      name: m.contact,
      nickName: m.nickName,
      email: m.email,
      avatar: artUrl('avatar', 'face', m.number),
      roles: ['user', 'merchant'],
    })),
    { id: account.id, number: account.number },
  );
  const accountIds = new Map(accounts.map((a) => [a.number, a.id]));
  const merchants = await insertRowsReturning(
    tx,
    merchant,
    MERCHANTS.map((m) => ({
      accountId: accountIds.get(m.number)!,
      kind: m.kind,
      name: loc(m.name),
      contactName: m.contact,
      contactPhone: m.phone,
      createdAt: new Date(now.getTime() - 400 * DAY),
    })),
    { id: merchant.id, accountId: merchant.accountId },
  );
  const merchantIds = new Map(merchants.map((m) => [m.accountId, m.id]));
  const merchantIdOf = (number: string) => merchantIds.get(accountIds.get(number)!)!;

  await insertRows(
    tx,
    merchantCertificate,
    MERCHANTS.flatMap((m) => {
      const certs: (typeof merchantCertificate.$inferInsert)[] = [];
      const add = (kind: typeof merchantCertificate.$inferInsert.kind, name: Tri, number: string, art: 'license' | 'permit' | 'idcard') =>
        certs.push({
          merchantId: merchantIdOf(m.number),
          kind,
          name: loc(name),
          number,
          holder: m.kind === 'enterprise' ? m.name[0] : m.contact,
          image: artUrl('certificate', art, `${m.number}${certs.length}`),
          validUntil: new Date(now.getTime() + (3 + certs.length) * 365 * DAY),
          sort: certs.length * 10,
        });
      if (m.kind === 'individual') {
        // Shoppers see only the ends of an ID number.
        const id = licenceNumber('', `${m.number}:id`);
        add('id_card', ['Identity card', '身份证', '身分証明書'], `${id.slice(0, 4)}**********${id.slice(-4)}`, 'idcard');
      }
      add('business_license', ['Business licence', '营业执照', '営業許可証'], licenceNumber('91', m.number), 'license');
      if (m.kind === 'enterprise') add('tax_registration', ['Tax registration', '税务登记证', '税務登録証'], licenceNumber('TX', m.number), 'permit');
      const kinds = new Set(m.shops.map((s) => s.kind));
      if (kinds.has('takeaway')) add('food_license', ['Food business licence', '食品经营许可证', '食品営業許可証'], licenceNumber('JY', m.number), 'permit');
      if (kinds.has('health')) add('drug_license', ['Drug business licence', '药品经营许可证', '医薬品販売業許可証'], licenceNumber('YP', m.number), 'permit');
      return certs;
    }),
  );

  // Every area a shop stands in, with the ids of nations: two queries for all shops.
  const nations = await tx.select({ id: nation.id, code: nation.code }).from(nation);
  const nationIds = new Map(nations.map((n) => [n.code, n.id]));
  const codes = [...new Set(SHOPS.flatMap(({ shop: s }) => s.at.slice(1)))];
  const areas = await tx
    .select({ id: area.id, nationId: area.nationId, code: area.code, name: area.name, lat: area.lat, lng: area.lng })
    .from(area)
    .where(inArray(area.code, codes));
  const areaOf = (nationCode: string, code: string) => areas.find((a) => a.nationId === nationIds.get(nationCode) && a.code === code)!;

  const shopRows = SHOPS.map(({ merchant: m, shop: s }) => {
    const [nationCode, ...path] = s.at;
    const chain = path.map((c) => areaOf(nationCode, c));
    const place = chain[chain.length - 1]!;
    const rng = randomFor(`shop:${s.code}`);
    const regionLine = (lang: keyof Localized) => chain.map((a) => a.name[lang]).filter((n, i, all) => all.indexOf(n) === i);
    const address: Localized = {
      en: `${s.street[0]}, ${regionLine('en').reverse().join(', ')}`,
      zh: `${regionLine('zh').join('')}${s.street[1]}`,
      ja: `${regionLine('ja').join('')}${s.street[2]}`,
    };
    const rating = Math.round((4.5 + rng.next() * 0.5) * 10) / 10;
    return {
      merchantId: merchantIdOf(m.number),
      code: s.code,
      kind: s.kind,
      name: loc(s.name),
      intro: loc(s.intro),
      logo: artUrl('shop', s.motif, s.code.replace(/[^a-z0-9]/g, '')),
      banner: artUrl('banner', s.motif, `s${s.code.replace(/[^a-z0-9]/g, '')}`),
      phone: m.phone,
      nationId: nationIds.get(nationCode)!,
      provinceId: chain[0]?.id ?? null,
      cityId: chain[1]?.id ?? null,
      districtId: chain[2]?.id ?? null,
      address,
      // Within about a kilometre of the district's centre, so nearby shops really are near each other.
      lat: (place.lat ?? 0) + (rng.next() - 0.5) * 0.018,
      lng: (place.lng ?? 0) + (rng.next() - 0.5) * 0.018,
      deliveryRadiusM: s.takeaway?.radiusM ?? 0,
      minOrderAmount: (s.takeaway?.minOrder ?? 0) * 100,
      deliveryFee: (s.takeaway?.fee ?? 0) * 100,
      deliveryMinutes: s.takeaway?.minutes ?? 0,
      rating,
      descScore: Math.min(5, Math.round((rating + rng.next() * 0.2 - 0.1) * 10) / 10),
      serviceScore: Math.min(5, Math.round((rating + rng.next() * 0.2 - 0.1) * 10) / 10),
      deliveryScore: Math.min(5, Math.round((rating + rng.next() * 0.2 - 0.1) * 10) / 10),
      recommendRank: s.recommend ?? null,
      searchVector: searchDocument([
        { text: s.name.join(' '), weight: 'A' },
        { text: s.brand.join(' '), weight: 'B' },
        { text: s.intro.join(' '), weight: 'D' },
      ]),
      createdAt: new Date(now.getTime() - rng.int(200, 380) * DAY),
    };
  });
  const shops = await insertRowsReturning(tx, shop, shopRows, { id: shop.id, code: shop.code });
  const shopIds = new Map(shops.map((r) => [r.code, r.id]));
  const rowOf = new Map(shopRows.map((r) => [r.code, r]));
  // Each shop's merchant is its owner, holding every right.
  await insertRows(
    tx,
    shopMember,
    SHOPS.map(({ merchant: m, shop: s }) => ({ shopId: shopIds.get(s.code)!, accountId: accountIds.get(m.number)!, role: 'owner' as const, rights: [...SHOP_RIGHTS] })),
  );

  await insertRows(
    tx,
    shopBusinessTime,
    SHOPS.flatMap(({ shop: s }) => spans(s.hours).map(([weekday, opensAt, closesAt]) => ({ shopId: shopIds.get(s.code)!, weekday, opensAt, closesAt }))),
  );
  await insertRows(
    tx,
    shopQualification,
    SHOPS.flatMap(({ shop: s }) =>
      qualifications(s).map((q, i) => ({
        shopId: shopIds.get(s.code)!,
        kind: q.kind,
        name: loc(q.name),
        number: licenceNumber(q.prefix, `${s.code}:${q.kind}`),
        image: artUrl('certificate', q.kind === 'business_license' ? 'license' : 'permit', `${s.code.replace(/[^a-z0-9]/g, '')}${i}`),
        validUntil: new Date(now.getTime() + (2 + i) * 365 * DAY),
        sort: i * 10,
      })),
    ),
  );
  await insertRows(
    tx,
    shopAddress,
    SHOPS.flatMap(({ merchant: m, shop: s }) => {
      const row = rowOf.get(s.code)!;
      const base = {
        shopId: shopIds.get(s.code)!,
        contactName: m.contact,
        phone: m.phone,
        nationId: row.nationId,
        provinceId: row.provinceId,
        cityId: row.cityId,
        districtId: row.districtId,
        address: row.address,
        lat: row.lat,
        lng: row.lng,
      };
      const list: (typeof shopAddress.$inferInsert)[] = [{ ...base, kind: 'return', name: loc(['Returns desk', '退货处', '返品受付']), sort: 10 }];
      // Restaurants and pharmacies also hand orders over the counter.
      if (s.kind !== 'mall') list.push({ ...base, kind: 'pickup', name: loc(['Pickup counter', '自提点', '店頭受取']), sort: 20 });
      return list;
    }),
  );

  await seedDeliveryFees(tx, shopIds);
  await seedCoupons(tx, shopIds, accounts.map((a) => a.id), now);
}

/** A standard template for every shop that ships, plus a bulky-goods one by weight; rules by region. */
async function seedDeliveryFees(tx: Tx, shopIds: Map<string, number>): Promise<void> {
  const shipping = SHOPS.filter(({ shop: s }) => s.kind !== 'takeaway');
  const templates = await insertRowsReturning(
    tx,
    deliveryFeeTemplate,
    shipping.flatMap(({ shop: s }) => [
      { shopId: shopIds.get(s.code)!, name: loc(TEMPLATE_STANDARD), chargeBy: 'piece' as const, isDefault: true },
      { shopId: shopIds.get(s.code)!, name: loc(TEMPLATE_BULKY), chargeBy: 'weight' as const, isDefault: false },
    ]),
    { id: deliveryFeeTemplate.id, chargeBy: deliveryFeeTemplate.chargeBy },
  );
  const regions = await tx
    .select({ id: area.id, code: area.code, nationId: area.nationId })
    .from(area)
    .where(inArray(area.code, ['540000', '650000']));
  const nations = await tx.select({ id: nation.id, code: nation.code }).from(nation).where(inArray(nation.code, ['JP', 'US']));
  const jp = nations.find((n) => n.code === 'JP')!.id;
  const us = nations.find((n) => n.code === 'US')!.id;
  await insertRows(
    tx,
    deliveryFeeRule,
    templates.flatMap((t) => {
      const byPiece = t.chargeBy === 'piece';
      // Fees in fen; weight templates count in grams.
      const unit = byPiece ? 1 : 1000;
      return [
        { templateId: t.id, nationId: null, areaId: null, firstUnits: unit, firstFee: byPiece ? 800 : 1200, extraUnits: unit, extraFee: byPiece ? 200 : 400, freeOverAmount: byPiece ? 9900 : 29900 },
        ...regions.map((r) => ({ templateId: t.id, nationId: r.nationId, areaId: r.id, firstUnits: unit, firstFee: 2000, extraUnits: unit, extraFee: 1000, freeOverAmount: null })),
        { templateId: t.id, nationId: jp, areaId: null, firstUnits: unit, firstFee: 3000, extraUnits: unit, extraFee: 1000, freeOverAmount: 29900 },
        { templateId: t.id, nationId: us, areaId: null, firstUnits: unit, firstFee: 5000, extraUnits: unit, extraFee: 1500, freeOverAmount: null },
      ];
    }),
  );
}
