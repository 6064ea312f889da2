import { path as applyPath, type applyWithdrawOrder } from '@mall/contract/wallet/apply-withdraw-order';
import { path as listPath, type queryWithdrawOrders } from '@mall/contract/wallet/query-withdraw-orders';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The withdrawal calls of a shopper (contract: packages/contract/src/wallet). */
export const WITHDRAW_API = {
  apply: endpointRef<typeof applyWithdrawOrder>(applyPath),
  list: endpointRef<typeof queryWithdrawOrders>(listPath),
} as const;
