import { path as conversationPath, type demandConversation } from '@mall/contract/health/demand-conversation';
import { path as editFactsPath, type editMerchantHealthGoods } from '@mall/contract/health/edit-merchant-health-goods';
import { path as myDemandsPath, type findMyMedicineDemands } from '@mall/contract/health/find-my-medicine-demands';
import { path as shopFactsPath, type queryMerchantHealthGoods } from '@mall/contract/health/merchant-health-goods';
import { path as merchantDemandsPath, type queryMerchantMedicineDemands } from '@mall/contract/health/merchant-medicine-demands';
import { path as quotePath, type merchantMedicineQuote } from '@mall/contract/health/merchant-medicine-quote';
import { path as goodsPath, type queryHealthGoods } from '@mall/contract/health/query-health-goods';
import { path as medicinesPath, type queryHealthMedicines } from '@mall/contract/health/query-health-medicines';
import { path as releasePath, type releaseMedicineDemand } from '@mall/contract/health/release-medicine-demand';
import { path as statusPath, type updateMedicineDemandStatus } from '@mall/contract/health/update-medicine-demand-status';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** Health's calls (contract: packages/contract/src/health). */
export const HEALTH_API = {
  medicines: endpointRef<typeof queryHealthMedicines>(medicinesPath),
  goods: endpointRef<typeof queryHealthGoods>(goodsPath),
  release: endpointRef<typeof releaseMedicineDemand>(releasePath),
  myDemands: endpointRef<typeof findMyMedicineDemands>(myDemandsPath),
  status: endpointRef<typeof updateMedicineDemandStatus>(statusPath),
  conversation: endpointRef<typeof demandConversation>(conversationPath),
  merchantDemands: endpointRef<typeof queryMerchantMedicineDemands>(merchantDemandsPath),
  quote: endpointRef<typeof merchantMedicineQuote>(quotePath),
  shopFacts: endpointRef<typeof queryMerchantHealthGoods>(shopFactsPath),
  editFacts: endpointRef<typeof editMerchantHealthGoods>(editFactsPath),
} as const;

export const HEALTH_PATHS = {
  index: '/pages/health/index',
  otclist: '/pages/health/otclist',
  message: '/pages/health/message',
  goods: (goodsId: number) => `/pages/health/otcgoodsdetail?goodsId=${goodsId}`,
  requestFor: (goodsId: number) => `/pages/health/message?goodsId=${goodsId}`,
} as const;
