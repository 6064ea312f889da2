import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateGroupbuyListingRequest } from '@mall/contract/groupbuy/merchant-groupbuy-listings';
import type { TSetPickupStaffRequest } from '@mall/contract/groupbuy/merchant-pickup-staff';
import type { TRedeemPickupCodeRequest } from '@mall/contract/groupbuy/redeem-pickup-code';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { GROUPBUY_API } from './groupbuy-api.ts';
import { groupbuyKeys, groupbuyQueries } from './groupbuy-queries.ts';

export const useGroupbuyLanding = () => useQuery(groupbuyQueries.landing(useQueryLang()));
export const useCategoryListings = (categoryId: number) => useInfiniteQuery({ ...groupbuyQueries.category(useQueryLang(), categoryId), enabled: categoryId > 0 });
export const useListing = (id: number | undefined) => useQuery({ ...groupbuyQueries.listing(useQueryLang(), id ?? 0), enabled: id !== undefined });
export const useGroupbuyOrder = (orderId: number) => useQuery(groupbuyQueries.order(useQueryLang(), orderId));

/**
 * Joining a group: a buy-now checkout of the listing's SKU at the chosen pickup point (priced by the server at the
 * group price, no delivery), a one-time commit number, and the commit of exactly the total shown. Answers the commit
 * (its checkout number is what the payment page pays).
 */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { goodsId: number; skuId: number; quantity: number; listingId: number; pickupPointId: number }) => {
      const checkout = await callApi(GROUPBUY_API.openOneGoods, {
        goodsId: input.goodsId,
        skuId: input.skuId,
        quantity: input.quantity,
        groupBuy: { listingId: input.listingId, pickupPointId: input.pickupPointId },
      });
      if (checkout.problems.length > 0) return { refused: true as const, checkout };
      const { checkoutNumber } = await callApi(GROUPBUY_API.number, { checkoutId: checkout.checkoutId });
      const committed = await callApi(GROUPBUY_API.commit, { checkoutId: checkout.checkoutId, checkoutNumber, payAmount: checkout.payAmount });
      return { refused: false as const, committed };
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupbuyKeys.public }),
  });
}

export const useMerchantListings = (shopId: number) => useInfiniteQuery(groupbuyQueries.merchantListings(useQueryLang(), shopId));
export const usePickupPoints = (shopId: number) => useQuery(groupbuyQueries.pickupPoints(useQueryLang(), shopId));

export function useCreateListing(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateGroupbuyListingRequest) => callApi(GROUPBUY_API.createListing, body, { autoShowError: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupbuyKeys.shop(shopId) }),
  });
}

export function useSetPickupStaff(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetPickupStaffRequest) => callApi(GROUPBUY_API.setStaff, body, { autoShowError: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupbuyKeys.shop(shopId) }),
  });
}

export function useRedeemPickupCode() {
  return useMutation({ mutationFn: (body: TRedeemPickupCodeRequest) => callApi(GROUPBUY_API.redeem, body, { autoShowError: false }) });
}

/** The house categories (for the console's form). */
export const useHouseCategories = () => useQuery(groupbuyQueries.categories(useQueryLang()));
