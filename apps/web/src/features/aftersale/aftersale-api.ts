import { path as applyPath, type applyReturn } from '@mall/contract/aftersale/apply-return';
import { path as cancelPath, type cancelReturn } from '@mall/contract/aftersale/cancel-return';
import { path as deliverPath, type deliverReturnGoods } from '@mall/contract/aftersale/deliver-return-goods';
import { path as byOrderPath, type queryOrderReturns } from '@mall/contract/aftersale/query-order-returns';
import { path as detailPath, type queryReturnDetail } from '@mall/contract/aftersale/query-return-detail';
import { path as listPath, type queryReturns } from '@mall/contract/aftersale/query-returns';
import { path as goodsPath, type queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { path as companiesPath, type queryShippingCompanies } from '@mall/contract/logistics/query-shipping-companies';
import { path as dictionaryPath, type queryDictionaryChildren } from '@mall/contract/resource/query-dictionary-children';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shopper's after-sales calls (contract: packages/contract/src/aftersale), and what their forms read. */
export const AFTERSALE_API = {
  apply: endpointRef<typeof applyReturn>(applyPath),
  cancel: endpointRef<typeof cancelReturn>(cancelPath),
  deliver: endpointRef<typeof deliverReturnGoods>(deliverPath),
  byOrder: endpointRef<typeof queryOrderReturns>(byOrderPath),
  detail: endpointRef<typeof queryReturnDetail>(detailPath),
  list: endpointRef<typeof queryReturns>(listPath),
  /** An exchange offers the goods' other SKUs. */
  goods: endpointRef<typeof queryGoodsDetail>(goodsPath),
  companies: endpointRef<typeof queryShippingCompanies>(companiesPath),
  /** The `return_reason` list. */
  dictionary: endpointRef<typeof queryDictionaryChildren>(dictionaryPath),
} as const;
