import { defineModule } from '../../platform/module.ts';
import { ACCOUNT_EVENTS, type AccountReferred } from '../account/account.api.ts';
import { rewardInviter } from './invite-rewards.ts';
import { shareRoutes } from './share.routes.ts';

/** The share module: goods shares with their codes, invite codes, and the inviter's reward for each registration. */
export const shareModule = defineModule({
  name: 'share',
  dependsOn: ['account', 'wallet'],
  register(app, deps) {
    shareRoutes(app, deps);
    deps.domainEvents.subscribe<AccountReferred>(ACCOUNT_EVENTS.referred, 'share.reward-inviter', async (tx, { payload }) => {
      await rewardInviter(tx, payload.inviteeId, payload.inviterId);
    });
  },
});
