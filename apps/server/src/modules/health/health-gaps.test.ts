import sharp from 'sharp';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { editMerchantHealthGoods, type TEditMerchantHealthGoodsRequest } from '@mall/contract/health/edit-merchant-health-goods';
import { queryMerchantHealthGoods } from '@mall/contract/health/merchant-health-goods';
import { merchantMedicineQuote } from '@mall/contract/health/merchant-medicine-quote';
import { queryHealthGoods } from '@mall/contract/health/query-health-goods';
import { releaseMedicineDemand } from '@mall/contract/health/release-medicine-demand';
import { updateMedicineDemandStatus } from '@mall/contract/health/update-medicine-demand-status';
import { checkoutOrderDetail } from '@mall/contract/order/checkout-order-detail';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestApp } from '../../testing/test-app.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { shopper } from '../../testing/payment-test-kit.ts';
import { address } from '../account/address.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { nation } from '../location/location.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop, shopQualification } from '../shop/shop.tables.ts';
import { healthGoods, medicineDemand } from './health.tables.ts';

/** Health's later gaps (decisions: "Health: the rest"): the pharmacy edits its medicines' text, quotes and free delivery, demands from a saved address. */

const t = await createTestApp();
const shopNamed = async (code: string) => (await t.db.select().from(shop).where(eq(shop.code, code)))[0]!;
const pharmacy = await shopNamed('kangjian-xuhui');
const farPharmacy = await shopNamed('kangjian-haidian');
const healthStore = await shopNamed('kangjian-health');
const [mallShop] = await t.db.select().from(shop).where(eq(shop.kind, 'mall')).orderBy(asc(shop.id)).limit(1);
const owner = await merchantOfShop(t, pharmacy.id);
const mallOwner = await merchantOfShop(t, mallShop!.id);
const here = { lat: pharmacy.lat!, lng: pharmacy.lng! };

async function medicineOf(shopId: number, drugClass: 'rx' | 'otc') {
  const [row] = await t.db
    .select({ goodsId: goods.id, skuId: goodsSku.id, price: goodsSku.price })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .where(and(eq(goods.shopId, shopId), eq(goods.drugClass, drugClass), eq(goods.status, 'on_sale'), eq(goodsSku.enabled, true)))
    .orderBy(asc(goodsSku.id))
    .limit(1);
  await t.db.update(goodsSku).set({ stock: 10_000 }).where(eq(goodsSku.id, row!.skuId));
  return row!;
}
const rx = await medicineOf(pharmacy.id, 'rx');
const otc = await medicineOf(pharmacy.id, 'otc');

let png = 0;
async function uploadPrivate(token: string): Promise<string> {
  const picture = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: png++ % 255, g: 40, b: 90 } } }).png().toBuffer();
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nprivate\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rx.png"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/${uploadPath}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.token]: token }, payload });
  return (res.json() as { data: { url: string } }).data.url;
}

const listOf = async (shopId: number, token = owner.token) => (await t.call(queryMerchantHealthGoods, { shopId }, { token })).body;
async function factsOf(goodsId: number) {
  const found = (await listOf(pharmacy.id)).data!.list.find((g) => g.goodsId === goodsId);
  expect(found).toBeDefined();
  return found!;
}
/** The editor's form as it reads a medicine, with changes. */
async function editBody(goodsId: number, change: Partial<TEditMerchantHealthGoodsRequest> = {}): Promise<TEditMerchantHealthGoodsRequest> {
  const f = await factsOf(goodsId);
  return {
    shopId: pharmacy.id,
    goodsId,
    approvalNumber: f.approvalNumber,
    dosageForm: f.dosageForm,
    specification: f.specification,
    usage: f.usage,
    contraindications: f.contraindications,
    expectedUpdatedAt: f.updatedAt,
    ...change,
  };
}
const edit = (body: TEditMerchantHealthGoodsRequest, token = owner.token) => t.call(editMerchantHealthGoods, body, { token });
const rowOf = async (goodsId: number) => (await t.db.select().from(healthGoods).where(eq(healthGoods.goodsId, goodsId)))[0];

describe('a pharmacy edits its medicines’ regulatory text', () => {
  it('lists its own medicines with their text in every language', async () => {
    const res = await listOf(pharmacy.id);
    expect(res.code).toBe(1000);
    expect(res.data!.verified).toBe(true);
    const mine = res.data!.list.find((g) => g.goodsId === rx.goodsId)!;
    expect(mine).toMatchObject({ drugClass: 'rx', approvalNumber: expect.stringMatching(/^国药准字H\d{8}$/), updatedAt: expect.any(String) });
    expect(mine.usage.zh).not.toBe('');
    expect(res.data!.list.map((g) => g.goodsId)).not.toContain((await medicineOf(farPharmacy.id, 'otc')).goodsId);
    // A shop that is not a pharmacy answers nothing.
    expect((await listOf(mallShop!.id, mallOwner.token)).data).toEqual({ verified: false, list: [] });
  });

  it('edits one field and the public facts show it at once, in the language asked', async () => {
    const body = await editBody(otc.goodsId, {
      approvalNumber: '国药准字Z20053012',
      usage: { en: 'Twice a day with water.\nNot for children.', zh: '一日两次，温水送服。', ja: '1日2回、水で服用。' },
    });
    const res = await edit(body);
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ approvalNumber: '国药准字Z20053012', usage: { zh: '一日两次，温水送服。' } });
    expect(res.body.data!.updatedAt).not.toBe(body.expectedUpdatedAt);
    const zh = await t.call(queryHealthGoods, { goodsId: otc.goodsId }, { lang: 'zh' });
    expect(zh.body.data!.facts).toMatchObject({ approvalNumber: '国药准字Z20053012', usage: '一日两次，温水送服。' });
    const en = await t.call(queryHealthGoods, { goodsId: otc.goodsId }, { lang: 'en' });
    expect(en.body.data!.facts.usage).toBe('Twice a day with water.\nNot for children.');
    // A language left empty shows another's text.
    const again = await edit(await editBody(otc.goodsId, { dosageForm: { en: '', zh: '颗粒剂', ja: '' } }));
    expect(again.body.code, again.body.message).toBe(1000);
    expect((await t.call(queryHealthGoods, { goodsId: otc.goodsId }, { lang: 'en' })).body.data!.facts.dosageForm).toBe('颗粒剂');
    expect((await factsOf(otc.goodsId)).dosageForm).toEqual({ en: '颗粒剂', zh: '颗粒剂', ja: '颗粒剂' });
  });

  it('refuses a bad approval number, overlong or control-character text, and changes nothing', async () => {
    const before = await rowOf(rx.goodsId);
    const bad: Partial<TEditMerchantHealthGoodsRequest>[] = [
      { approvalNumber: '国药准字H2001306' },
      { approvalNumber: '国药准字H200130621' },
      { approvalNumber: '国药准字X20013062' },
      { approvalNumber: 'H20013062' },
      { approvalNumber: '国药准字 H20013062' },
      { dosageForm: { en: 'x'.repeat(41), zh: '', ja: '' } },
      { specification: { en: 'y'.repeat(101), zh: '', ja: '' } },
      { usage: { en: 'z'.repeat(1001), zh: '', ja: '' } },
      { contraindications: { en: '', zh: '', ja: '' } },
      { dosageForm: { en: 'Tab\u0007let', zh: '', ja: '' } },
      { specification: { en: 'two\nlines', zh: '', ja: '' } },
      { usage: { en: 'bad\u0000text', zh: '', ja: '' } },
    ];
    for (const change of bad) {
      const res = await edit(await editBody(rx.goodsId, change));
      expect(res.body.code, JSON.stringify(change)).toBe(1001);
    }
    expect(await rowOf(rx.goodsId)).toEqual(before);
    // The limits themselves pass, and an approval number is trimmed.
    const ok = await edit(
      await editBody(rx.goodsId, {
        approvalNumber: ' 国药准字S10980001 ',
        dosageForm: { en: 'x'.repeat(40), zh: '', ja: '' },
        specification: { en: 'y'.repeat(100), zh: '', ja: '' },
        usage: { en: 'z'.repeat(1000), zh: '', ja: '' },
      }),
    );
    expect(ok.body.code, ok.body.message).toBe(1000);
    expect((await rowOf(rx.goodsId))!.approvalNumber).toBe('国药准字S10980001');
  });

  it('edits only its own medicines, only as a verified pharmacy with the goods right', async () => {
    const far = await medicineOf(farPharmacy.id, 'otc');
    const farBefore = await rowOf(far.goodsId);
    // Another pharmacy's medicine through this shop: not found, and nothing changed.
    const foreign = await edit({ ...(await editBody(otc.goodsId)), goodsId: far.goodsId });
    expect(foreign.body.code).toBe(1004);
    expect(await rowOf(far.goodsId)).toEqual(farBefore);
    // A goods that does not exist.
    expect((await edit({ ...(await editBody(otc.goodsId)), goodsId: 2_000_000_000 })).body.code).toBe(1004);
    // A goods of the shop that is not a medicine.
    const [plain] = await t.db.select({ id: goods.id }).from(goods).where(and(ne(goods.shopId, pharmacy.id), sql`${goods.drugClass} is null`)).limit(1);
    expect((await edit({ ...(await editBody(otc.goodsId)), goodsId: plain!.id })).body.code).toBe(1004);
    // Another merchant acting on this shop: not found; a shopper and no token are refused.
    const body = await editBody(otc.goodsId, { approvalNumber: '国药准字H20990001' });
    expect((await edit(body, mallOwner.token)).body.code).toBe(1004);
    expect((await t.call(queryMerchantHealthGoods, { shopId: pharmacy.id }, { token: mallOwner.token })).body.code).toBe(1004);
    const user = await shopper(t);
    expect((await edit(body, user.token)).body.code).not.toBe(1000);
    expect((await t.call(editMerchantHealthGoods, body)).body.code).not.toBe(1000);
    // A shop that is not a pharmacy, and a pharmacy whose licence lapsed: 5204.
    const [mallGoods] = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.shopId, mallShop!.id)).limit(1);
    expect((await edit({ ...body, shopId: mallShop!.id, goodsId: mallGoods!.id }, mallOwner.token)).body.code).toBe(5204);
    const [storeMedicine] = await t.db.select({ goodsId: goods.id }).from(goods).where(eq(goods.shopId, healthStore.id)).limit(1);
    await t.db.update(shopQualification).set({ validUntil: sql`now() - interval '1 day'` }).where(and(eq(shopQualification.shopId, healthStore.id), eq(shopQualification.kind, 'drug_license')));
    const lapsed = await edit({ ...body, shopId: healthStore.id, goodsId: storeMedicine!.goodsId });
    expect(lapsed.body.code).toBe(5204);
    expect((await listOf(healthStore.id)).data).toEqual({ verified: false, list: [] });
    expect((await rowOf(otc.goodsId))!.approvalNumber).not.toBe('国药准字H20990001');
  });

  it('lets one of two editors who read the same text win; the other learns it changed (5207)', async () => {
    const body = await editBody(otc.goodsId);
    const both = await Promise.all([
      edit({ ...body, approvalNumber: '国药准字H20110001' }),
      edit({ ...body, approvalNumber: '国药准字H20110002' }),
    ]);
    expect(both.map((r) => r.body.code).sort()).toEqual([1000, 5207]);
    const winner = both.find((r) => r.body.code === 1000)!.body.data!;
    expect((await rowOf(otc.goodsId))!.approvalNumber).toBe(winner.approvalNumber);
    // A stale read is refused; a fresh one passes.
    expect((await edit({ ...body, approvalNumber: '国药准字H20110003' })).body.code).toBe(5207);
    expect((await edit(await editBody(otc.goodsId, { approvalNumber: '国药准字H20110003' }))).body.code).toBe(1000);
    // An editor that read no text yet cannot overwrite text that exists.
    expect((await edit({ ...body, expectedUpdatedAt: null })).body.code).toBe(5207);
  });

  it('writes the first text of a medicine that had none', async () => {
    await t.db.delete(healthGoods).where(eq(healthGoods.goodsId, otc.goodsId));
    const blank = await factsOf(otc.goodsId);
    expect(blank).toMatchObject({ approvalNumber: '', updatedAt: null });
    const res = await edit({
      ...(await editBody(otc.goodsId)),
      approvalNumber: '国药准字H20200101',
      dosageForm: { en: 'Tablet', zh: '片剂', ja: '錠剤' },
      specification: { en: '10 mg × 10', zh: '10mg×10片', ja: '10mg×10錠' },
      usage: { en: 'Once a day.', zh: '一日一次。', ja: '1日1回。' },
      contraindications: { en: 'None known.', zh: '尚不明确。', ja: '不明。' },
    });
    expect(res.body.code, res.body.message).toBe(1000);
    expect((await t.call(queryHealthGoods, { goodsId: otc.goodsId }, { lang: 'ja' })).body.data!.facts.usage).toBe('1日1回。');
  });
});

async function quoteAndAccept(unitPrice: number, quantity = 1) {
  const user = await shopper(t);
  const photo = await uploadPrivate(user.token);
  const d = await t.call(releaseMedicineDemand, { medicine: 'Amoxicillin', quantity, prescription: true, photos: [photo], ...here }, { token: user.token });
  expect(d.body.code, d.body.message).toBe(1000);
  const q = await t.call(
    merchantMedicineQuote,
    { shopId: pharmacy.id, demandId: d.body.data!.demandId, goodsId: rx.goodsId, skuId: rx.skuId, quantity, unitPrice },
    { token: owner.token },
  );
  expect(q.body.code, q.body.message).toBe(1000);
  const a = await t.call(updateMedicineDemandStatus, { action: 'accept', demandId: d.body.data!.demandId, quoteId: q.body.data!.quoteId }, { token: user.token });
  expect(a.body.code, a.body.message).toBe(1000);
  const detail = await t.call(checkoutOrderDetail, { checkoutId: a.body.data!.checkoutId! }, { token: user.token });
  expect(detail.body.code, detail.body.message).toBe(1000);
  return detail.body.data!.shops[0]!;
}

describe('a quoted line and free delivery', () => {
  it('judges the free-delivery threshold on the quoted price, not the list price, at the boundary', async () => {
    const FREE_OVER = 5000;
    const FEE = 800;
    const [cn] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'CN'));
    const [template] = await t.db
      .insert(deliveryFeeTemplate)
      .values({ shopId: pharmacy.id, name: { en: 'Quote test', zh: '报价测试', ja: '見積テスト' }, chargeBy: 'piece' })
      .returning();
    await t.db.insert(deliveryFeeRule).values({ templateId: template!.id, nationId: cn!.id, areaId: null, firstUnits: 10, firstFee: FEE, extraUnits: 1, extraFee: 0, freeOverAmount: FREE_OVER });
    // The list price alone would ship free; the quoted price decides.
    await t.db.update(goods).set({ deliveryTemplateId: template!.id }).where(eq(goods.id, rx.goodsId));
    await t.db.update(goodsSku).set({ price: FREE_OVER * 2 }).where(eq(goodsSku.id, rx.skuId));
    const under = await quoteAndAccept(FREE_OVER - 1);
    expect(under.goodsAmount).toBe(FREE_OVER - 1);
    expect(under.deliveryFee).toBe(FEE);
    expect(under.freeOverAmount).toBe(FREE_OVER);
    const at = await quoteAndAccept(FREE_OVER);
    expect(at.goodsAmount).toBe(FREE_OVER);
    expect(at.deliveryFee).toBe(0);
    // Two pieces: the line's amount counts, at the quoted unit price.
    expect((await quoteAndAccept(FREE_OVER / 2, 2)).deliveryFee).toBe(0);
    expect((await quoteAndAccept(FREE_OVER / 2 - 1, 2)).deliveryFee).toBe(FEE);
    // And the other way round: a list price under the threshold does not make a dear quote pay delivery.
    await t.db.update(goodsSku).set({ price: 100 }).where(eq(goodsSku.id, rx.skuId));
    expect((await quoteAndAccept(FREE_OVER)).deliveryFee).toBe(0);
  });
});

describe('a medicine demand from a saved address', () => {
  async function addressAt(accountId: number, at: { lat: number; lng: number } | null) {
    const [n] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'CN'));
    const [row] = await t.db
      .insert(address)
      .values({ accountId, receiverName: 'Li Lei', phoneCode: '86', mobile: '13812345678', nationId: n!.id, areaText: 'Shanghai', detail: 'Road 1', postcode: '200030', isDefault: false, lat: at?.lat ?? null, lng: at?.lng ?? null })
      .returning({ id: address.id });
    return row!.id;
  }
  const base = { medicine: 'Ibuprofen', quantity: 1 };

  it('uses the coordinates of the caller’s own address, and shows the demand to the pharmacies near it', async () => {
    const user = await shopper(t);
    const near = await addressAt(user.userId, here);
    const res = await t.call(releaseMedicineDemand, { ...base, addressId: near }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data!.pharmaciesShown).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(medicineDemand).where(eq(medicineDemand.id, res.body.data!.demandId));
    expect({ lat: row!.lat, lng: row!.lng }).toEqual(here);
    // An address far from every pharmacy is shown to none.
    const nowhere = await addressAt(user.userId, { lat: -45, lng: -120 });
    const far = await t.call(releaseMedicineDemand, { ...base, addressId: nowhere }, { token: user.token });
    expect(far.body.data!.pharmaciesShown).toBe(0);
  });

  it('refuses someone else’s address (1004), one without a location (5208), and an ambiguous or missing place (1001)', async () => {
    const user = await shopper(t);
    const other = await shopper(t);
    const theirs = await addressAt(other.userId, here);
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(medicineDemand).where(eq(medicineDemand.accountId, user.userId)))[0]!.n;
    expect((await t.call(releaseMedicineDemand, { ...base, addressId: theirs }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(releaseMedicineDemand, { ...base, addressId: 2_000_000_000 }, { token: user.token })).body.code).toBe(1004);
    const unpinned = await addressAt(user.userId, null);
    expect((await t.call(releaseMedicineDemand, { ...base, addressId: unpinned }, { token: user.token })).body.code).toBe(5208);
    const mine = await addressAt(user.userId, here);
    expect((await t.call(releaseMedicineDemand, { ...base, addressId: mine, ...here }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(releaseMedicineDemand, { ...base }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(releaseMedicineDemand, { ...base, lat: here.lat }, { token: user.token })).body.code).toBe(1001);
    expect(await count()).toBe(0);
    // The point alone still works.
    expect((await t.call(releaseMedicineDemand, { ...base, ...here }, { token: user.token })).body.code).toBe(1000);
  });
});
