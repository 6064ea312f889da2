import { useQuery } from '@tanstack/react-query';
import type { TOrderAddressOption, TQuoteOrderAddressResponse } from '@mall/contract/order/quote-order-address';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { orderQueries } from './order-queries.ts';

const byAddress = (data: TQuoteOrderAddressResponse): ReadonlyMap<number, TOrderAddressOption> => new Map(data.options.map((o) => [o.addressId, o]));

/**
 * What sending the order to each address of the book would do (`saleorder/orderaddress/quote`), by address id,
 * while the change-address popup is open and the book (`addressIds`) is known. Without it (loading, or the call
 * failed) the popup still works and the edit itself decides: the quote only tells the shopper beforehand.
 */
export function useOrderAddressQuote(orderId: number, open: boolean, addressIds: readonly number[] | undefined): ReadonlyMap<number, TOrderAddressOption> | undefined {
  const quote = useQuery({
    ...orderQueries.addressQuote(useQueryLang(), orderId, addressIds ?? []),
    enabled: open && addressIds !== undefined,
    select: byAddress,
  });
  return quote.data;
}
