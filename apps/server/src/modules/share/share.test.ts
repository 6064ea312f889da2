import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRegisterInvite } from '@mall/contract/account/app-register-invite';
import { fetchSignCode } from '@mall/contract/account/fetch-sign-code';
import { queryScoreFlow } from '@mall/contract/loyalty/query-score-flow';
import { HEADERS } from '@mall/contract/platform/headers';
import { decodeShareCode, encodeShareCode } from '@mall/contract/share/share-code';
import { queryInviteCode } from '@mall/contract/share/query-invite-code';
import { queryShareCode } from '@mall/contract/share/query-share-code';
import { saveShare } from '@mall/contract/share/save-share';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { latestCode } from '../../testing/outbox.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { balanceOf } from '../wallet/wallet.api.ts';
import { INVITE_REWARD_POINTS, INVITE_REWARDS_PER_DAY, rewardInviter } from './invite-rewards.ts';
import { inviteReward, shareLink } from './share.tables.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 0);
const goodsId = sku!.goodsId;
let n = 0;
const phone = () => `1370000${String(++n).padStart(4, '0')}`;
const points = (accountId: number) => balanceOf(t.db, { shopper: accountId, asset: 'points' });

async function registerInvited(inviteCode: string) {
  const mobile = phone();
  await t.call(fetchSignCode, { mobile, scene: 'register' }, { headers: { [HEADERS.deviceId]: `d-${mobile}` } });
  const code = await latestCode(t.db, 'sms', `86 ${mobile}`);
  const res = await t.call(appRegisterInvite, { mobile, code, inviteCode });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.userId;
}

describe('sharing a goods', () => {
  it('saves one share per sharer and goods, however often or at once, and answers the popup\'s fields by its code', async () => {
    const sharer = await createTestUser(t.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(saveShare, { goodsId }, { token: sharer.token })));
    const codes = new Set(answers.map((a) => a.body.data!.code));
    expect(codes.size).toBe(1);
    expect(await t.db.$count(shareLink, eq(shareLink.sharerId, sharer.userId))).toBe(1);
    const code = [...codes][0]!;
    // The spec's short code: the sender and the goods, in the cipher the app decodes before asking.
    expect(decodeShareCode(code)).toEqual({ userId: sharer.userId, goodsId });
    // Anyone, logged in or not, reads it (the popup shows before a login).
    const read = await t.call(queryShareCode, {}, { params: { code }, lang: 'zh' });
    expect(read.body.data).toMatchObject({ kind: 'goods', code, sharerId: sharer.userId, goodsId, uri: `/pages/goods/goodsdetail?goodsId=${goodsId}` });
    expect(read.body.data!.goodsTitle!.length).toBeGreaterThan(0);
    expect(read.body.data!.userName.length).toBeGreaterThan(0);
  });

  it('refuses a visitor, an unknown or withdrawn goods, a bad body, and answers an unknown or malformed code clearly', async () => {
    const sharer = await createTestUser(t.db);
    expect((await t.call(saveShare, { goodsId })).body.code).toBe(1002);
    expect((await t.call(saveShare, { goodsId: 2_000_000_000 }, { token: sharer.token })).body.code).toBe(1004);
    expect((await t.call(saveShare, { goodsId: -1 } as never, { token: sharer.token })).body.code).toBe(1001);
    expect((await t.call(saveShare, { goodsId, extra: 1 } as never, { token: sharer.token })).body.code).toBe(1001);
    // A code made up for someone who never shared this goods, one that decodes to nothing, and one of other characters.
    expect((await t.call(queryShareCode, {}, { params: { code: encodeShareCode({ userId: sharer.userId, goodsId }) } })).body.code).toBe(1004);
    expect((await t.call(queryShareCode, {}, { params: { code: 'ZZZZ9999' } })).body.code).toBe(1004);
    expect((await t.call(queryShareCode, {}, { params: { code: 'a-b' } })).body.code).toBe(1001);
    expect(await t.db.$count(shareLink, eq(shareLink.sharerId, sharer.userId))).toBe(0);
  });
});

describe('inviting', () => {
  it('rewards the inviter once when an invited shopper registers, however often the event is delivered', async () => {
    const inviter = await createTestUser(t.db);
    const mine = (await t.call(queryInviteCode, {}, { token: inviter.token })).body.data!;
    expect(mine).toMatchObject({ invitedCount: 0, rewardedPoints: 0, rewardPoints: INVITE_REWARD_POINTS, registerUri: `/pages/login/register?referrer=${mine.inviteCode}` });
    // The invite text's code answers the register link, with the inviter's name cut to its first character.
    const invite = await t.call(queryShareCode, {}, { params: { code: encodeShareCode({ userId: inviter.userId }) } });
    expect(invite.body.data).toMatchObject({ kind: 'invite', sharerId: inviter.userId, goodsId: null, uri: mine.registerUri });
    expect(invite.body.data!.userName).toMatch(/^.\*\*\*$/u);
    const before = await points(inviter.userId);
    const invitee = await registerInvited(mine.inviteCode);
    await t.domainEvents.drain();
    await t.db.execute(sql`update event_delivery set done_at = null, due_at = now() where subscriber = 'share.reward-inviter'`);
    await t.domainEvents.drain();
    expect(await points(inviter.userId)).toBe(before + INVITE_REWARD_POINTS);
    expect(await t.db.select().from(inviteReward).where(eq(inviteReward.inviteeId, invitee))).toEqual([expect.objectContaining({ inviterId: inviter.userId, points: INVITE_REWARD_POINTS, capped: false })]);
    expect((await t.call(queryInviteCode, {}, { token: inviter.token })).body.data).toMatchObject({ invitedCount: 1, rewardedPoints: INVITE_REWARD_POINTS });
    const flow = await t.call(queryScoreFlow, { pageSize: 5 }, { token: inviter.token, lang: 'zh' });
    expect(flow.body.data!.list[0]).toMatchObject({ kind: 'invited', points: INVITE_REWARD_POINTS, title: '邀请好友注册奖励' });
    // The invitee gets nothing for it, and a visitor has no invite code.
    expect(await points(invitee)).toBe(0);
    expect((await t.call(queryInviteCode, {})).body.code).toBe(1002);
  });

  it('twenty rewards of one invitee at once pay once', async () => {
    const inviter = await createTestUser(t.db);
    const invitee = await createTestUser(t.db);
    const paid = await Promise.all(Array.from({ length: 20 }, () => t.db.transaction((tx) => rewardInviter(tx, invitee.userId, inviter.userId))));
    expect(paid.filter((p) => p > 0)).toEqual([INVITE_REWARD_POINTS]);
    expect(await points(inviter.userId)).toBe(INVITE_REWARD_POINTS);
    // Self-referral pays nothing.
    expect(await t.db.transaction((tx) => rewardInviter(tx, inviter.userId, inviter.userId))).toBe(0);
  });

  it('pays at most the daily limit, even when the registrations race; the rest are recorded, not paid', async () => {
    const inviter = await createTestUser(t.db);
    const invitees = await Promise.all(Array.from({ length: INVITE_REWARDS_PER_DAY + 3 }, () => createTestUser(t.db)));
    const paid = await Promise.all(invitees.map((i) => t.db.transaction((tx) => rewardInviter(tx, i.userId, inviter.userId))));
    expect(paid.filter((p) => p > 0)).toHaveLength(INVITE_REWARDS_PER_DAY);
    expect(await points(inviter.userId)).toBe(INVITE_REWARDS_PER_DAY * INVITE_REWARD_POINTS);
    expect(await t.db.$count(inviteReward, eq(inviteReward.capped, true))).toBeGreaterThanOrEqual(3);
    // A day later the limit counts afresh.
    const late = await createTestUser(t.db);
    expect(await t.db.transaction((tx) => rewardInviter(tx, late.userId, inviter.userId, new Date(Date.now() + 86_401_000)))).toBe(INVITE_REWARD_POINTS);
  });
});
