import type { FastifyInstance } from 'fastify';
import { demandConversation as conversationCall } from '@mall/contract/health/demand-conversation';
import { editMerchantHealthGoods } from '@mall/contract/health/edit-merchant-health-goods';
import { findMyMedicineDemands } from '@mall/contract/health/find-my-medicine-demands';
import { queryMerchantMedicineDemands } from '@mall/contract/health/merchant-medicine-demands';
import { queryMerchantHealthGoods } from '@mall/contract/health/merchant-health-goods';
import { merchantMedicineQuote } from '@mall/contract/health/merchant-medicine-quote';
import { queryHealthGoods as goodsCall } from '@mall/contract/health/query-health-goods';
import { queryHealthMedicines } from '@mall/contract/health/query-health-medicines';
import { releaseMedicineDemand } from '@mall/contract/health/release-medicine-demand';
import { updateMedicineDemandStatus } from '@mall/contract/health/update-medicine-demand-status';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, userOf } from '../../platform/route.ts';
import { healthMedicines } from '../../read-models/health.ts';
import { demandConversation } from './demand-conversation.ts';
import { findMyDemands, pharmacyDemands } from './demand-lists.ts';
import { quoteDemand } from './demand-quote.ts';
import { releaseDemand } from './demand-release.ts';
import { acceptQuote, cancelDemand } from './demand-status.ts';
import { editPharmacyGoods, pharmacyGoods } from './health-goods-edit.ts';
import { queryHealthGoods } from './health-goods.ts';

/** Health: medicine goods' facts, the shopper's medicine demands, and the pharmacies' side of them. */
export function healthRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, goodsCall, ({ body, ctx }) => queryHealthGoods(db, body.goodsId, ctx.lang));
  registerEndpoint(app, deps, queryHealthMedicines, ({ body, ctx }) => healthMedicines(db, body, ctx.lang));
  registerEndpoint(app, deps, releaseMedicineDemand, ({ body, ctx }) => releaseDemand(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, findMyMedicineDemands, ({ body, ctx }) => findMyDemands(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, updateMedicineDemandStatus, ({ body, ctx }) =>
    body.action === 'cancel' ? cancelDemand(deps, userOf(ctx), body.demandId, ctx.lang) : acceptQuote(deps, userOf(ctx), body, ctx.lang),
  );
  registerEndpoint(app, deps, conversationCall, ({ body, ctx }) => demandConversation(db, userOf(ctx), body));
  registerEndpoint(app, deps, queryMerchantMedicineDemands, ({ body, ctx }) => pharmacyDemands(deps, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, merchantMedicineQuote, ({ body, ctx }) => quoteDemand(db, userOf(ctx), shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, queryMerchantHealthGoods, ({ ctx }) => pharmacyGoods(db, shopOf(ctx), ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, editMerchantHealthGoods, ({ body, ctx }) => editPharmacyGoods(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
}
