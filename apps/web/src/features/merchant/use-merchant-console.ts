import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { TReviewPaymentVoucherRequest } from '@mall/contract/payment/review-payment-voucher';
import type { TInviteStaffRequest, TRevokeStaffRequest, TShopMembers, TStaffRightsRequest } from '@mall/contract/shop/shop-staff';
import type { TShipOrderRequest } from '@mall/contract/logistics/ship-order';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_API } from './merchant-api.ts';
import { merchantKeys, merchantQueries } from './merchant-queries.ts';

/** A shop's dashboard over 7 or 30 days. */
export function useShopDashboard(shopId: number, days: 7 | 30) {
  return useQuery(merchantQueries.dashboard(useQueryLang(), shopId, days));
}

/** A shop's orders of one status (or all), searched, page by page. */
export function useShopOrders(shopId: number, status: OrderStatus | undefined, search: string) {
  return useInfiniteQuery(merchantQueries.shopOrders(useQueryLang(), shopId, status, search));
}

/** One order of the shop, or null when it is not the shop's. */
export function useShopOrder(shopId: number, orderId: number) {
  return useQuery({ ...merchantQueries.shopOrder(useQueryLang(), shopId, orderId), enabled: orderId > 0 });
}

export function useShippingCompanies() {
  return useQuery(merchantQueries.shippingCompanies(useQueryLang()));
}

export function useReviewingPayments(shopId: number, enabled: boolean) {
  return useQuery({ ...merchantQueries.reviewing(useQueryLang(), shopId), enabled });
}

/** Everything a change of the shop's orders changes: its lists, its dashboard, and the shoppers' order views. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: merchantKeys.console });
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
  };
}

/** Ships a paid order with a company and tracking number (errors shown beside the form). */
export function useShipOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (request: TShipOrderRequest) => callApi(MERCHANT_API.ship, request, { autoShowError: false }),
    onSuccess: refresh,
  });
}

/** Approves or refuses a bank transfer's voucher. */
export function useReviewVoucher() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (request: TReviewPaymentVoucherRequest) => callApi(MERCHANT_API.reviewVoucher, request),
    onSuccess: refresh,
  });
}

export function useShopStaff(shopId: number) {
  return useQuery(merchantQueries.staff(useQueryLang(), shopId));
}

/** The owner's staff changes; each answers the new list, which replaces the cached one. */
export function useStaffChanges(shopId: number) {
  const queryClient = useQueryClient();
  const lang = useQueryLang();
  const onSuccess = (list: TShopMembers) => queryClient.setQueryData(merchantQueries.staff(lang, shopId).queryKey, list);
  return {
    invite: useMutation({ mutationFn: (r: TInviteStaffRequest) => callApi(MERCHANT_API.inviteStaff, r, { autoShowError: false }), onSuccess }),
    setRights: useMutation({ mutationFn: (r: TStaffRightsRequest) => callApi(MERCHANT_API.setStaffRights, r), onSuccess }),
    revoke: useMutation({ mutationFn: (r: TRevokeStaffRequest) => callApi(MERCHANT_API.revokeStaff, r), onSuccess }),
  };
}
