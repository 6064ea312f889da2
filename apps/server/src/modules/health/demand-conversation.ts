import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isVerifiedPharmacy } from '../../read-models/health.ts';
import { openDemandConversation } from '../chat/chat.api.ts';
import { hasShopRight } from '../shop/shop.api.ts';
import { demandShownTo } from './demand-access.ts';

/**
 * `chat/demand/conversation`: the conversation about a demand between its shopper and one pharmacy it was shown to,
 * opened once. The demand's shopper may open it with any pharmacy it was shown to; staff holding the chat right of that
 * pharmacy may open it while the shop is a verified pharmacy (5204 once its licence lapsed). Anyone else, or a
 * pharmacy the demand was not shown to, gets not found.
 */
export async function demandConversation(db: Db, accountId: number, input: { demandId: number; shopId: number }): Promise<{ conversationId: number }> {
  const { demand } = await demandShownTo(db, input.demandId, input.shopId);
  if (demand.accountId !== accountId) {
    if (!(await hasShopRight(db, accountId, input.shopId, 'chat'))) throw notFound();
    if (!(await isVerifiedPharmacy(db, input.shopId))) throw new AppError('HEALTH_NOT_VERIFIED_PHARMACY');
  }
  const conv = await openDemandConversation(db, demand.accountId, input.shopId, demand.id);
  return { conversationId: conv.id };
}
