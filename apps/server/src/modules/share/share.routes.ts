import type { FastifyInstance } from 'fastify';
import { queryInviteCode as inviteCodeCall } from '@mall/contract/share/query-invite-code';
import { queryShareCode as shareCodeCall } from '@mall/contract/share/query-share-code';
import { saveShare as saveCall } from '@mall/contract/share/save-share';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { chatGoodsCard } from '../../read-models/chat-cards.ts';
import { shareInfo } from '../../read-models/share-info.ts';
import { inviteCodeOf } from '../account/account.api.ts';
import { INVITE_REWARD_POINTS, INVITE_REWARDS_PER_DAY, inviteTotals } from './invite-rewards.ts';
import { saveShareLink } from './share-links.ts';

/** Sharing goods (`share/rel/save`, `share/code/{code}`) and inviting (`share/invitecode`). */
export function shareRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, saveCall, async ({ body, ctx }) => {
    // Only a goods that is on sale is shared (an unknown or withdrawn one is not found).
    const card = await chatGoodsCard(db, body.goodsId, ctx.lang);
    if (!card?.onSale) throw notFound();
    const code = await saveShareLink(db, userOf(ctx), body.goodsId);
    return (await shareInfo(db, code, ctx.lang))!;
  });
  registerEndpoint(app, deps, shareCodeCall, async ({ params, ctx }) => (await shareInfo(db, params.code, ctx.lang)) ?? Promise.reject(notFound()));
  registerEndpoint(app, deps, inviteCodeCall, async ({ ctx }) => {
    const me = userOf(ctx);
    const inviteCode = await inviteCodeOf(db, me);
    if (!inviteCode) throw notFound();
    return {
      inviteCode,
      registerUri: `/pages/login/register?referrer=${inviteCode}`,
      ...(await inviteTotals(db, me)),
      rewardPoints: INVITE_REWARD_POINTS,
      dailyLimit: INVITE_REWARDS_PER_DAY,
    };
  });
}
