import { path as executePath, type executePayment } from '@mall/contract/payment/execute-payment';
import { path as detailPath, type queryRechargeDetail } from '@mall/contract/payment/query-recharge-detail';
import { path as statusPath, type queryRechargeStatus } from '@mall/contract/payment/query-recharge-status';
import { path as flowPath, type queryWalletFlow } from '@mall/contract/payment/query-wallet-flow';
import { path as takePath, type takeRechargeOrder } from '@mall/contract/payment/take-recharge-order';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The wallet's calls: its statement and recharges (contract: packages/contract/src/payment). */
export const WALLET_API = {
  flow: endpointRef<typeof queryWalletFlow>(flowPath),
  take: endpointRef<typeof takeRechargeOrder>(takePath),
  detail: endpointRef<typeof queryRechargeDetail>(detailPath),
  status: endpointRef<typeof queryRechargeStatus>(statusPath),
  execute: endpointRef<typeof executePayment>(executePath),
} as const;
