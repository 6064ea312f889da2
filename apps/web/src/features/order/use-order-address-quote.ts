import { useQuery } from '@tanstack/react-query';
import type { TOrderAddressOption, TQuoteOrderAddressResponse } from '@mall/contract/order/quote-order-address';
import { useAddresses } from '../account/use-addresses.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { ORDER_API, orderAddressQuoteKey } from './order-api.ts';

const byAddress = (data: TQuoteOrderAddressResponse): ReadonlyMap<number, TOrderAddressOption> => new Map(data.options.map((o) => [o.addressId, o]));

/**
 * What sending the order to each address of the book would do (`saleorder/orderaddress/quote`), by address id,
 * while the change-address popup is open. Without it (loading, or the call failed) the popup still works and the
 * edit itself decides: the quote only tells the shopper beforehand.
 */
export function useOrderAddressQuote(orderId: number, open: boolean): ReadonlyMap<number, TOrderAddressOption> | undefined {
  const addresses = useAddresses();
  const ids = addresses.data?.map((a) => a.id) ?? [];
  const quote = useQuery({
    queryKey: orderAddressQuoteKey(orderId, ids),
    queryFn: ({ signal }) => callApi(ORDER_API.quoteAddress, { orderId }, { signal, autoShowError: false }),
    enabled: open && addresses.data !== undefined,
    // Fees follow the shop's templates, which can change; each opening asks again.
    staleTime: 0,
    select: byAddress,
  });
  return quote.data;
}
