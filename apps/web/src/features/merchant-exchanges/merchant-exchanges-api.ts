import { path as queryPath, type queryMerchantScoreExchanges } from '@mall/contract/loyalty/query-merchant-score-exchanges';
import { path as shipPath, type shipScoreExchange } from '@mall/contract/loyalty/ship-score-exchange';
import { path as shippingCompaniesPath, type queryShippingCompanies } from '@mall/contract/logistics/query-shipping-companies';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The merchant console's score goods taken for points: the shop's lists by status, and shipping one. */
export const MERCHANT_EXCHANGES_API = {
  query: endpointRef<typeof queryMerchantScoreExchanges>(queryPath),
  ship: endpointRef<typeof shipScoreExchange>(shipPath),
  shippingCompanies: endpointRef<typeof queryShippingCompanies>(shippingCompaniesPath),
};
