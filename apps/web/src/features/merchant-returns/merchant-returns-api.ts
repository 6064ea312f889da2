import type { approveReturn, receiveReturn, refuseReturn, shipExchange } from '@mall/contract/aftersale/answer-merchant-return';
import { path as queryPath, type queryMerchantReturns } from '@mall/contract/aftersale/query-merchant-returns';
import { path as shippingCompaniesPath, type queryShippingCompanies } from '@mall/contract/logistics/query-shipping-companies';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/**
 * The merchant console's after-sales calls: the queues and the shop's answers. The answers' contract file exports no
 * `path` constants, and the web never imports an endpoint record as a value (zod would come with it), so their paths
 * are written here; merchant-returns-api.test.ts checks them against the contract.
 */
export const MERCHANT_RETURNS_API = {
  query: endpointRef<typeof queryMerchantReturns>(queryPath),
  approve: endpointRef<typeof approveReturn>('merchant/returnorder/approve'),
  refuse: endpointRef<typeof refuseReturn>('merchant/returnorder/refuse'),
  receive: endpointRef<typeof receiveReturn>('merchant/returnorder/receive'),
  shipExchange: endpointRef<typeof shipExchange>('merchant/returnorder/exchange/ship'),
  shippingCompanies: endpointRef<typeof queryShippingCompanies>(shippingCompaniesPath),
};
