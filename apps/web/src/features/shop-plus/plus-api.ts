import { path as executePath, type executePayment } from '@mall/contract/payment/execute-payment';
import { path as detailPath, type queryShopRechargeDetail } from '@mall/contract/payment/query-shop-recharge-detail';
import { path as takePath, type takeShopRechargeOrder } from '@mall/contract/payment/take-shop-recharge-order';
import { path as joinPath, type joinShopPlus } from '@mall/contract/shop/join-shop-plus';
import { path as merchantPath, type queryMerchantPlus } from '@mall/contract/shop/query-merchant-plus';
import { path as benefitPath, type queryPlusBenefit } from '@mall/contract/shop/query-plus-benefit';
import { path as balancePath, type queryShopBalance } from '@mall/contract/shop/query-shop-balance';
import { path as flowPath, type queryShopBalanceFlow } from '@mall/contract/shop/query-shop-balance-flow';
import { path as balancesPath, type queryShopBalances } from '@mall/contract/shop/query-shop-balances';
import { path as denominationPath, type queryShopDenomination } from '@mall/contract/shop/query-shop-denomination';
import { path as savePath, type saveMerchantPlus } from '@mall/contract/shop/save-merchant-plus';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** Shop membership's calls (contract: packages/contract/src/shop/*plus*, payment/*shop-recharge*). */
export const PLUS_API = {
  benefit: endpointRef<typeof queryPlusBenefit>(benefitPath),
  denomination: endpointRef<typeof queryShopDenomination>(denominationPath),
  join: endpointRef<typeof joinShopPlus>(joinPath),
  balance: endpointRef<typeof queryShopBalance>(balancePath),
  flow: endpointRef<typeof queryShopBalanceFlow>(flowPath),
  balances: endpointRef<typeof queryShopBalances>(balancesPath),
  take: endpointRef<typeof takeShopRechargeOrder>(takePath),
  detail: endpointRef<typeof queryShopRechargeDetail>(detailPath),
  execute: endpointRef<typeof executePayment>(executePath),
  merchant: endpointRef<typeof queryMerchantPlus>(merchantPath),
  save: endpointRef<typeof saveMerchantPlus>(savePath),
} as const;
