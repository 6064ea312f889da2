import { path as orderLogisticsPath, type queryOrderLogistics } from '@mall/contract/logistics/query-order-logistics';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shopper's logistics call (contract: packages/contract/src/logistics). */
export const LOGISTICS_API = {
  orderLogistics: endpointRef<typeof queryOrderLogistics>(orderLogisticsPath),
} as const;

/** An order id from the page's `?orderId=` (a positive 32-bit integer), or undefined for a bad link. */
export function orderIdOf(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
