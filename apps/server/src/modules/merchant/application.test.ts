import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { applyEnterprise } from '@mall/contract/merchant/apply-enterprise';
import { applyIndividual } from '@mall/contract/merchant/apply-individual';
import { checkMerchantAccount } from '@mall/contract/merchant/check-merchant-account';
import { editApplication } from '@mall/contract/merchant/edit-application';
import { hasApplication } from '@mall/contract/merchant/has-application';
import { queryApplicationDetails } from '@mall/contract/merchant/query-application-details';
import { queryLicencePic } from '@mall/contract/merchant/query-licence-pic';
import { queryUseAccount } from '@mall/contract/merchant/query-use-account';
import { approveApplication, queryApplicationForReview, queryApplications, refuseApplication } from '@mall/contract/merchant/review-applications';
import { queryMerchantOrders } from '@mall/contract/logistics/query-merchant-orders';
import { queryUserMessages } from '@mall/contract/messaging/query-user-messages';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { category } from '../catalogue/catalogue.tables.ts';
import { shop, shopMember } from '../shop/shop.tables.ts';
import { merchant, merchantApplication } from './merchant.tables.ts';
import { inArray, isNull } from 'drizzle-orm';
import { account as accountTable } from '../account/account.tables.ts';

const t = await createTestApp();
const [topCategory] = await t.db.select({ id: category.id }).from(category).where(and(isNull(category.parentId), eq(category.channel, 'mall'))).limit(1);
const [subCategory] = await t.db.select({ id: category.id }).from(category).where(eq(category.level, 2)).limit(1);
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const finance = await createTestOperator(t.db, 'finance');
const [someShop] = await t.db.select({ id: shop.id }).from(shop).limit(1);
const seller = await merchantOfShop(t, someShop!.id);

let png = 0;
/** Uploads a small picture (each one different) as the user, privately unless told otherwise. */
async function uploadAs(token: string, purpose: 'private' | 'public' | undefined = 'private') {
  const picture = await sharp({ create: { width: 64, height: 40, channels: 3, background: { r: png++ % 255, g: 80, b: 160 } } }).png().toBuffer();
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (purpose) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`), picture, Buffer.from(`\r\n--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/${uploadPath}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.token]: token },
    payload: Buffer.concat(parts),
  });
  return res.json() as { success: boolean; code: number; data: { url: string; previewUrl?: string } };
}

let phone = 0;
async function enterpriseForm(token: string) {
  const [front, back, licence] = await Promise.all([uploadAs(token), uploadAs(token), uploadAs(token)]);
  return {
    legalName: 'Harbour Trading Co., Ltd.',
    idNumber: '110101199003071234',
    licenceNumber: '91310000MA1FL8XQ3B',
    legalRepresentative: 'Li Wei',
    contactName: 'Li Wei',
    contactPhoneCode: '86',
    contactPhone: `1390000${String(phone++).padStart(4, '0')}`,
    categoryId: topCategory!.id,
    shopName: 'Harbour Goods',
    documents: [
      { kind: 'business_license' as const, url: licence.data.url },
      { kind: 'id_card_front' as const, url: front.data.url },
      { kind: 'id_card_back' as const, url: back.data.url },
    ],
  };
}

describe('private uploads', () => {
  it('are served only through a signed link that has not expired', async () => {
    const user = await createTestUser(t.db);
    const up = await uploadAs(user.token);
    expect(up.data.url).toMatch(/^\/private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: up.data.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: up.data.url.replace('/private/', '/uploads/') })).statusCode).toBe(404);
    const signed = await t.app.inject({ method: 'GET', url: up.data.previewUrl! });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toMatch(/^private/);
    const tampered = up.data.previewUrl!.replace(/s=(.)/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    // Moving the expiry later breaks the signature; an old expiry is refused as expired.
    const later = up.data.previewUrl!.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(404);
    const purpose = await t.app.inject({ method: 'GET', url: `${up.data.url}?e=1&s=x` });
    expect(purpose.statusCode).toBe(404);
  });

  it('refuses an unknown purpose and changes nothing', async () => {
    const user = await createTestUser(t.db);
    const res = await uploadAs(user.token, 'secret' as 'private');
    expect(res).toMatchObject({ success: false, code: 1001 });
  });
});

describe('merchant/apply/*', () => {
  it('refuses a form that breaks a rule of its kind, documents not the caller’s own private uploads, or a category that is not a main one, storing nothing', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const form = await enterpriseForm(user.token);
    const cases: [unknown, number][] = [
      [{ ...form, licenceNumber: undefined }, 1001],
      [{ ...form, legalRepresentative: undefined }, 1001],
      [{ ...form, documents: form.documents.slice(1) }, 1001],
      [{ ...form, documents: [...form.documents, form.documents[0]] }, 1001],
      [{ ...form, contactPhone: '12ab' }, 1001],
      [{ ...form, legalName: 'Bad\u0000name' }, 1001],
      [{ ...form, shopName: 'x'.repeat(31) }, 1001],
      [{ ...form, categoryId: -1 }, 1001],
      [{ ...form, categoryId: subCategory!.id }, 1001],
      [{ ...form, documents: [{ kind: 'business_license', url: '/uploads/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' }, ...form.documents.slice(1)] }, 1001],
      [{ ...form, extra: 1 }, 1001],
      [{ ...(await enterpriseForm(other.token)), contactPhone: form.contactPhone }, 4504],
    ];
    for (const [body, code] of cases) {
      const res = await t.call(applyEnterprise, body, { token: user.token });
      expect(res.body, JSON.stringify(body).slice(0, 80)).toMatchObject({ success: false, code });
    }
    // A public upload of the caller is not a document either.
    const open = await uploadAs(user.token, 'public');
    const publicDoc = await t.call(applyEnterprise, { ...form, documents: [{ kind: 'business_license', url: open.data.url }, ...form.documents.slice(1)] }, { token: user.token });
    expect(publicDoc.body.success).toBe(false);
    expect(await t.db.$count(merchantApplication, eq(merchantApplication.accountId, user.userId))).toBe(0);
    expect((await t.call(applyEnterprise, form)).body.code).toBe(1002);
  });

  it('stores one application per account, even from two submits at once, and shows it to its applicant masked', async () => {
    const user = await createTestUser(t.db);
    const form = await enterpriseForm(user.token);
    const [a, b] = await Promise.all([t.call(applyEnterprise, form, { token: user.token }), t.call(applyEnterprise, form, { token: user.token })]);
    expect([a.body.code, b.body.code].sort()).toEqual([1000, 4501]);
    expect(await t.db.$count(merchantApplication, eq(merchantApplication.accountId, user.userId))).toBe(1);

    const has = await t.call(hasApplication, {}, { token: user.token });
    expect(has.body.data).toMatchObject({ has: true, kind: 'enterprise', status: 'pending' });
    const details = await t.call(queryApplicationDetails, {}, { token: user.token });
    expect(details.body.data).toMatchObject({ status: 'pending', idNumber: '11**************34', licenceNumber: '91310000MA1FL8XQ3B', refuseReason: null });
    expect(details.body.data!.history.map((s) => s.action)).toEqual(['submitted']);
    for (const doc of details.body.data!.documents) expect((await t.app.inject({ method: 'GET', url: doc.url })).statusCode).toBe(200);
    const licence = await t.call(queryLicencePic, {}, { token: user.token });
    expect(licence.body.data!.kind).toBe('business_license');

    // Another person's application is nobody else's business: a stranger has none, and cannot use its contact.
    const stranger = await createTestUser(t.db);
    expect((await t.call(queryApplicationDetails, {}, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(checkMerchantAccount, { contactPhoneCode: '86', contactPhone: form.contactPhone }, { token: stranger.token })).body.data).toEqual({ available: false });
    expect((await t.call(checkMerchantAccount, { contactPhoneCode: '86', contactPhone: form.contactPhone }, { token: user.token })).body.data).toEqual({ available: true });
    const taken = await t.call(applyEnterprise, { ...(await enterpriseForm(stranger.token)), contactPhone: form.contactPhone }, { token: stranger.token });
    expect(taken.body.code).toBe(4505);
  });

  it('refuses an account that already sells', async () => {
    const form = await enterpriseForm(seller.token);
    expect((await t.call(applyEnterprise, form, { token: seller.token })).body.code).toBe(4501);
  });
});

describe('the platform reviews applications', () => {
  it('lets support and admin operators review, and no shopper, merchant or finance operator', async () => {
    const shopper = await createTestUser(t.db);
    for (const token of [shopper.token, seller.token, finance.token]) {
      expect((await t.call(queryApplications, {}, { token })).body.code).toBe(1003);
      expect((await t.call(approveApplication, { applicationId: 1 }, { token })).body.code).toBe(1003);
      expect((await t.call(refuseApplication, { applicationId: 1, reason: 'no' }, { token })).body.code).toBe(1003);
    }
    expect((await t.call(queryApplications, {}, { token: support.token })).body.success).toBe(true);
    expect((await t.call(queryApplications, {}, { token: admin.token })).body.success).toBe(true);
    expect((await t.call(approveApplication, { applicationId: 2_000_000_000 }, { token: admin.token })).body.code).toBe(1004);
  });

  it('refuses with a reason the applicant reads, takes the edit back into the queue, and approves once however often it is asked', async () => {
    const user = await createTestUser(t.db);
    const form = await enterpriseForm(user.token);
    const applied = await t.call(applyEnterprise, form, { token: user.token });
    const applicationId = applied.body.data!.applicationId;

    expect((await t.call(refuseApplication, { applicationId, reason: ' ' }, { token: support.token })).body.code).toBe(1001);
    const refused = await t.call(refuseApplication, { applicationId, reason: 'The licence picture is blurred' }, { token: support.token });
    expect(refused.body.data).toMatchObject({ status: 'refused', refuseReason: 'The licence picture is blurred', idNumber: '110101199003071234' });
    expect((await t.call(refuseApplication, { applicationId, reason: 'again' }, { token: support.token })).body.code).toBe(4503);
    expect((await t.call(approveApplication, { applicationId }, { token: support.token })).body.code).toBe(4503);

    await t.domainEvents.drain();
    const inbox = await t.call(queryUserMessages, { pageNum: 1, pageSize: 10 }, { token: user.token });
    expect(inbox.body.data!.list[0]).toMatchObject({ title: 'Your merchant application needs changes', link: '/pages/user/applymerchantresult' });
    expect(inbox.body.data!.list[0]!.content).toContain('The licence picture is blurred');

    const edited = await t.call(editApplication, { ...form, kind: 'enterprise', shopName: 'Harbour Goods Store' }, { token: user.token });
    expect(edited.body.data).toMatchObject({ status: 'pending', refuseReason: null, shopName: 'Harbour Goods Store' });
    expect(edited.body.data!.history.map((s) => s.action)).toEqual(['submitted', 'refused', 'edited']);

    // Two operators approve at once, and one of them clicks twice: one merchant, one shop, one owner.
    const approvals = await Promise.all([
      t.call(approveApplication, { applicationId }, { token: support.token }),
      t.call(approveApplication, { applicationId }, { token: admin.token }),
      t.call(approveApplication, { applicationId }, { token: admin.token }),
    ]);
    for (const a of approvals) expect(a.body.data).toMatchObject({ status: 'approved' });
    const shopIds = new Set(approvals.map((a) => a.body.data!.shopId));
    expect(shopIds.size).toBe(1);
    const shopId = [...shopIds][0]!;
    expect(await t.db.$count(merchant, eq(merchant.accountId, user.userId))).toBe(1);
    expect(await t.db.$count(shopMember, eq(shopMember.accountId, user.userId))).toBe(1);
    const [opened] = await t.db.select().from(shop).where(eq(shop.id, shopId));
    expect(opened).toMatchObject({ kind: 'mall', name: { en: 'Harbour Goods Store', zh: 'Harbour Goods Store', ja: 'Harbour Goods Store' } });

    await t.domainEvents.drain();
    const after = await t.call(queryUserMessages, { pageNum: 1, pageSize: 10 }, { token: user.token });
    expect(after.body.data!.list.filter((m) => m.title === 'Your shop is approved')).toHaveLength(1);

    // The new merchant works in the console at once, and cannot change or repeat the application.
    const account = await t.call(queryUseAccount, {}, { token: user.token });
    expect(account.body.data).toMatchObject({ isMerchant: true, shops: [{ shopId, name: 'Harbour Goods Store', role: 'owner' }] });
    expect((await t.call(queryMerchantOrders, {}, { token: user.token })).body).toMatchObject({ success: true, data: { total: 0 } });
    expect((await t.call(editApplication, { ...form, kind: 'enterprise' }, { token: user.token })).body.code).toBe(4502);
    expect((await t.call(applyEnterprise, await enterpriseForm(user.token), { token: user.token })).body.code).toBe(4501);
    expect((await t.call(refuseApplication, { applicationId, reason: 'too late' }, { token: admin.token })).body.code).toBe(4503);

    const reviewed = await t.call(queryApplicationForReview, { applicationId }, { token: support.token });
    expect(reviewed.body.data!.history.map((s) => s.action)).toEqual(['submitted', 'refused', 'edited', 'approved']);
    // Reviewers see who took each step; the applicant sees no reviewer's name.
    const names = await t.db.select({ id: accountTable.id, nickName: accountTable.nickName }).from(accountTable).where(inArray(accountTable.id, [user.userId, support.userId]));
    const nameOf = (id: number) => names.find((n) => n.id === id)!.nickName;
    expect(reviewed.body.data!.history.slice(0, 3).map((s) => s.by)).toEqual([nameOf(user.userId), nameOf(support.userId), nameOf(user.userId)]);
    const own = await t.call(queryApplicationDetails, {}, { token: user.token });
    expect(own.body.data!.history.every((s) => s.by === null)).toBe(true);
    expect(reviewed.body.data!.applicant.accountId).toBe(user.userId);
  });

  it('lists the pending queue oldest first and decided ones newest first, a keyset page at a time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createTestUser(t.db);
      const [front, back] = await Promise.all([uploadAs(user.token), uploadAs(user.token)]);
      const res = await t.call(
        applyIndividual,
        {
          legalName: `Person ${i}`,
          idNumber: `A1234567${i}`,
          contactName: `Person ${i}`,
          contactPhone: `1370000${String(phone++).padStart(4, '0')}`,
          categoryId: topCategory!.id,
          shopName: `Corner ${i}`,
          documents: [
            { kind: 'id_card_front', url: front.data.url },
            { kind: 'id_card_back', url: back.data.url },
          ],
        },
        { token: user.token },
      );
      expect(res.body.success).toBe(true);
      ids.push(res.body.data!.applicationId);
    }
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const page = await t.call(queryApplications, { pageSize: 2, ...(after ? { after } : {}) }, { token: support.token });
      seen.push(...page.body.data!.list.map((a) => a.applicationId));
      after = page.body.data!.next ?? undefined;
    } while (after);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await t.call(queryApplications, { after: 'not-a-cursor' }, { token: support.token })).body.code).toBe(1001);
  });
});
