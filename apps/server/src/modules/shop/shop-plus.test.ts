import { describe, expect, it } from 'vitest';
import { joinShopPlus } from '@mall/contract/shop/join-shop-plus';
import { queryMerchantPlus } from '@mall/contract/shop/query-merchant-plus';
import { queryPlusBenefit } from '@mall/contract/shop/query-plus-benefit';
import { queryShopDenomination } from '@mall/contract/shop/query-shop-denomination';
import { saveMerchantPlus } from '@mall/contract/shop/save-merchant-plus';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 9);
const shopId = sku!.shopId;
const owner = await merchantOfShop(t, shopId);
const stranger = await otherMerchant(t, shopId);

const settings = {
  shopId,
  enabled: true,
  benefits: [{ en: 'Free delivery', zh: '', ja: '送料無料' }],
  denominations: [
    { amount: 20_000, bonus: 2_000 },
    { amount: 5_000, bonus: 0 },
  ],
};

describe('the merchant console: membership settings', () => {
  it("saves and answers a shop's membership; another merchant's shop is 1004, a shopper 1003", async () => {
    const saved = await t.call(saveMerchantPlus, settings, { token: owner.token });
    expect(saved.body.code, saved.body.message).toBe(1000);
    expect(saved.body.data).toMatchObject({ shopId, enabled: true, memberCount: 0, totalValue: 0, denominations: [{ amount: 5_000 }, { amount: 20_000 }] });
    expect((await t.call(queryMerchantPlus, { shopId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(saveMerchantPlus, { ...settings, enabled: false }, { token: stranger.token })).body.code).toBe(1004);
    const shopper = await createTestUser(t.db);
    expect((await t.call(queryMerchantPlus, { shopId }, { token: shopper.token })).body.code).toBe(1003);
    // A blank language falls back to English.
    expect((await t.call(queryPlusBenefit, { shopId }, { lang: 'zh' })).body.data!.benefits).toEqual(['Free delivery']);
    expect((await t.call(queryPlusBenefit, { shopId }, { lang: 'ja' })).body.data!.benefits).toEqual(['送料無料']);
  });

  it('refuses bad settings with 1001 and changes nothing', async () => {
    await t.call(saveMerchantPlus, settings, { token: owner.token });
    const bad = [
      { ...settings, denominations: [{ amount: 5_000, bonus: 0 }, { amount: 5_000, bonus: 10 }] },
      { ...settings, denominations: [{ amount: 5_000, bonus: 5_001 }] },
      { ...settings, denominations: [{ amount: 0, bonus: 0 }] },
      { ...settings, denominations: [{ amount: 10.5, bonus: 0 }] },
      { ...settings, benefits: [{ en: '', zh: 'x', ja: 'x' }] },
      { ...settings, benefits: [{ en: 'x'.repeat(81), zh: '', ja: '' }] },
      { ...settings, benefits: Array.from({ length: 9 }, () => ({ en: 'x', zh: '', ja: '' })) },
    ];
    for (const body of bad) expect((await t.call(saveMerchantPlus, body as never, { token: owner.token })).body.code, JSON.stringify(body)).toBe(1001);
    expect((await t.call(queryShopDenomination, { shopId })).body.data!.list).toEqual([
      { amount: 5_000, bonus: 0 },
      { amount: 20_000, bonus: 2_000 },
    ]);
  });

  it('membership turned off takes no new members (4960) and lists no top-ups; members stay members', async () => {
    await t.call(saveMerchantPlus, settings, { token: owner.token });
    const early = await createTestUser(t.db);
    expect((await t.call(joinShopPlus, { shopId }, { token: early.token })).body.data!.member).toBe(true);
    await t.call(saveMerchantPlus, { ...settings, enabled: false }, { token: owner.token });
    const late = await createTestUser(t.db);
    expect((await t.call(joinShopPlus, { shopId }, { token: late.token })).body.code).toBe(4960);
    expect((await t.call(joinShopPlus, { shopId }, { token: early.token })).body.data!.member).toBe(true);
    expect((await t.call(queryShopDenomination, { shopId })).body.data!.list).toEqual([]);
    expect((await t.call(queryMerchantPlus, { shopId }, { token: owner.token })).body.data!.memberCount).toBe(1);
    await t.call(saveMerchantPlus, settings, { token: owner.token });
  });
});
