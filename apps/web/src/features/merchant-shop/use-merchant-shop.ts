import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveDeliveryTemplateRequest } from '@mall/contract/shop/save-delivery-template';
import type { TSaveShopBusinessTimesRequest } from '@mall/contract/shop/save-shop-business-times';
import type { TSaveShopProfileRequest } from '@mall/contract/shop/save-shop-profile';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_SHOP_API } from './merchant-shop-api.ts';
import { merchantShopKeys, merchantShopQueries } from './merchant-shop-queries.ts';

/** The shop as its settings page edits it. */
export function useShopProfile(shopId: number) {
  return useQuery(merchantShopQueries.profile(useQueryLang(), shopId));
}

export function useDeliveryTemplates(shopId: number) {
  return useQuery(merchantShopQueries.templates(useQueryLang(), shopId));
}

export function useNations() {
  return useQuery(merchantShopQueries.nations(useQueryLang()));
}

/** A nation's provinces; idle until a nation is picked. */
export function useProvinces(nationId: number | null) {
  return useQuery({ ...merchantShopQueries.provinces(useQueryLang(), nationId ?? 0), enabled: nationId !== null });
}

/**
 * A write of the shop's settings: the failure is the form's to show (beside its fields), and on success every answer
 * about the shop's settings is asked again (the profile carries the hours, the templates their goods counts).
 */
function useShopWrite<Body, Result>(shopId: number, send: (body: Body) => Promise<Result>, onSaved?: (result: Result) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: merchantShopKeys.shop(shopId) });
      onSaved?.(result);
    },
  });
}

/** Saves the profile (name, intro, pictures, phone, open or closed); `onSaved` lets the console refresh its shop switcher. */
export function useSaveProfile(shopId: number, onSaved?: () => void) {
  return useShopWrite(shopId, (body: Omit<TSaveShopProfileRequest, 'shopId'>) => callApi(MERCHANT_SHOP_API.saveProfile, { ...body, shopId }, { autoShowError: false }), onSaved);
}

export function useSaveHours(shopId: number) {
  return useShopWrite(shopId, (days: TSaveShopBusinessTimesRequest['days']) => callApi(MERCHANT_SHOP_API.saveHours, { shopId, days }, { autoShowError: false }));
}

export function useSaveTemplate(shopId: number) {
  return useShopWrite(shopId, (body: TSaveDeliveryTemplateRequest) => callApi(MERCHANT_SHOP_API.saveTemplate, body, { autoShowError: false }));
}

/** Deletes a template; a refusal (default, in use) is announced by the transport, as it answers the merchant's own tap. */
export function useDeleteTemplate(shopId: number) {
  return useShopWrite(shopId, (templateId: number) => callApi(MERCHANT_SHOP_API.deleteTemplate, { templateId }));
}
