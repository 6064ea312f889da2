import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appLogin } from '@mall/contract/account/app-login';
import { fetchSignCode } from '@mall/contract/account/fetch-sign-code';
import { fetchSignCodeEmail } from '@mall/contract/account/fetch-sign-code-email';
import { queryUserCenter } from '@mall/contract/account/query-user-center';
import { queryUserCurrency } from '@mall/contract/account/query-user-currency';
import { queryUserInfo } from '@mall/contract/account/query-user-info';
import { updateUserInfo } from '@mall/contract/account/update-user-info';
import { post } from '../wallet/wallet.api.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { latestCode } from '../../testing/outbox.ts';
import { createDiskStorage } from '../../platform/storage.ts';
import { storeImage } from '../resource/upload.service.ts';
import { browseHistory, goods, goodsFavor } from '../catalogue/catalogue.tables.ts';
import { shop, shopFollow } from '../shop/shop.tables.ts';
import { account } from './account.tables.ts';

const t = await createTestApp();

async function newShopper() {
  const mobile = `1370000${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  await t.call(fetchSignCode, { mobile }, { headers: { 'T-deviceId': `u-${mobile}` } });
  const res = await t.call(appLogin, { mobile, code: await latestCode(t.db, 'sms', `86 ${mobile}`) });
  return res.body.data!;
}

describe('user/info', () => {
  it('answers the caller\'s fields and the me tab summary with the welcome message unread', async () => {
    const me = await newShopper();
    const info = await t.call(queryUserInfo, {}, { token: me.token });
    expect(info.body.data).toMatchObject({ userId: me.userId, mobile: me.mobile, newRegister: false, userRegisterGiftAmount: 1000 });
    const center = await t.call(queryUserCenter, {}, { token: me.token });
    expect(center.body.data).toMatchObject({ unreadMessages: 1, orderCounts: { paying: 0 }, userInfo: { userId: me.userId } });
    expect(center.body.data).toMatchObject({ favoriteGoods: 0, followedShops: 0, browsedGoods: 0, addressCount: 0 });
  });

  it('counts the caller\'s own wishlist, followed shops and history in the me tab summary', async () => {
    const me = await newShopper();
    const other = await newShopper();
    const ids = (await t.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on_sale')).orderBy(goods.id).limit(3)).map((g) => g.id);
    const [firstShop] = await t.db.select({ id: shop.id }).from(shop).orderBy(shop.id).limit(1);
    await t.db.insert(goodsFavor).values(ids.map((goodsId) => ({ accountId: me.userId, goodsId })));
    await t.db.insert(browseHistory).values(ids.slice(0, 2).map((goodsId) => ({ accountId: me.userId, goodsId })));
    await t.db.insert(shopFollow).values({ accountId: me.userId, shopId: firstShop!.id });
    await t.db.insert(goodsFavor).values({ accountId: other.userId, goodsId: ids[0]! });
    const center = await t.call(queryUserCenter, {}, { token: me.token });
    expect(center.body.data).toMatchObject({ favoriteGoods: 3, followedShops: 1, browsedGoods: 2 });
    expect((await t.call(queryUserCenter, {}, { token: other.token })).body.data).toMatchObject({ favoriteGoods: 1, followedShops: 0, browsedGoods: 0 });
  });

  it('shows the caller\'s own points and wallet from the ledger in the me tab summary', async () => {
    const me = await newShopper();
    const other = await newShopper();
    expect((await t.call(queryUserCenter, {}, { token: me.token })).body.data).toMatchObject({ scoreBalance: 0 });
    await t.db.transaction((tx) =>
      post(tx, {
        cause: { type: 'test_points', id: me.userId },
        moves: [
          { account: { shopper: me.userId, asset: 'points' }, amount: 120, expiresAt: new Date(Date.now() + 86_400_000) },
          { account: { platform: 'promotions', asset: 'points' }, amount: -120 },
        ],
      }),
    );
    expect((await t.call(queryUserCenter, {}, { token: me.token })).body.data).toMatchObject({ scoreBalance: 120 });
    expect((await t.call(queryUserCenter, {}, { token: other.token })).body.data).toMatchObject({ scoreBalance: 0 });
  });

  it('changes nickname, name, language and currency, and nothing a user may not change', async () => {
    const me = await newShopper();
    const res = await t.call(updateUserInfo, { nickName: ' Mei ', name: '王美', lang: 'zh', currency: 'JPY' }, { token: me.token });
    expect(res.body.data).toMatchObject({ nickName: 'Mei', name: '王美', lang: 'zh' });
    expect((await t.call(queryUserCurrency, {}, { token: me.token })).body.data).toMatchObject({ code: 'JPY', chosen: true, decimals: 0 });

    for (const sneaky of [{ userType: 2 }, { vipStatus: 1 }, { userId: 1 }, { registerGiftAmount: 99999 }, { nickName: 'x', roles: ['merchant'] }]) {
      const r = await t.call(updateUserInfo, sneaky, { token: me.token });
      expect(r.body.code, JSON.stringify(sneaky)).toBe(1001);
    }
    const [row] = await t.db.select().from(account).where(eq(account.id, me.userId));
    expect(row).toMatchObject({ userType: 0, vipStatus: 0, nickName: 'Mei', roles: ['user'], registerGiftAmount: 1000 });
  });

  it('refuses a currency the platform does not offer, and bad values', async () => {
    const me = await newShopper();
    for (const body of [{ currency: 'XYZ' }, { currency: 'usd' }, { nickName: '' }, { nickName: 'x'.repeat(33) }, { lang: 'fr' }]) {
      expect((await t.call(updateUserInfo, body, { token: me.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    expect((await t.call(queryUserCurrency, {}, { token: me.token })).body.data).toMatchObject({ code: 'CNY', chosen: false });
  });

  it('takes an avatar only from the user\'s own uploads', async () => {
    const me = await newShopper();
    const other = await createTestUser(t.db);
    const storage = createDiskStorage(`${t.config.dataDir}/uploads`);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'green' } }).png().toBuffer();
    const mine = await storeImage(t.db, storage, me.userId, png);
    const theirs = await storeImage(t.db, storage, other.userId, png);
    expect((await t.call(updateUserInfo, { avatar: theirs.url }, { token: me.token })).body.code).toBe(1001);
    expect((await t.call(updateUserInfo, { avatar: 'https://evil.example/x.png' }, { token: me.token })).body.code).toBe(1001);
    expect((await t.call(updateUserInfo, { avatar: mine.url }, { token: me.token })).body.data!.avatar).toBe(mine.url);
  });

  it('changes the email only with the code sent to it, and not to one that is taken', async () => {
    const me = await newShopper();
    expect((await t.call(updateUserInfo, { email: 'new@example.com' }, { token: me.token })).body.message).toContain('emailCode');
    await t.call(fetchSignCodeEmail, { email: 'new@example.com' }, { headers: { 'T-deviceId': `e-${me.userId}` } });
    const code = await latestCode(t.db, 'email', 'new@example.com');
    expect((await t.call(updateUserInfo, { email: 'new@example.com', emailCode: code === '000000' ? '111111' : '000000' }, { token: me.token })).body.code).toBe(2001);
    expect((await t.call(updateUserInfo, { email: 'New@Example.com', emailCode: code }, { token: me.token })).body.data!.email).toBe('new@example.com');

    const second = await newShopper();
    expect((await t.call(updateUserInfo, { email: 'new@example.com', emailCode: '123456' }, { token: second.token })).body.code).toBe(2005);
  });

  it('needs login', async () => {
    expect((await t.call(queryUserInfo, {})).body.code).toBe(1002);
    expect((await t.call(updateUserInfo, { nickName: 'x' }, { token: 'forged-token-000000000000000000000' })).body.code).toBe(1002);
  });
});
