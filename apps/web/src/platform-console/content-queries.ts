import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import {
  hidePlatformCategoryPath,
  queryPlatformCategoriesPath,
  savePlatformCategoryPath,
  showPlatformCategoryPath,
  type hidePlatformCategory,
  type queryPlatformCategories,
  type savePlatformCategory,
  type showPlatformCategory,
  type TSavePlatformCategoryRequest,
} from '@mall/contract/catalogue/platform-categories';
import {
  deletePlatformHelpPath,
  queryPlatformHelpPath,
  savePlatformHelpPath,
  type deletePlatformHelp,
  type queryPlatformHelp,
  type savePlatformHelp,
  type TSavePlatformHelpRequest,
} from '@mall/contract/complaint/platform-help';
import type { MerchantCouponTab } from '@mall/contract/coupon/merchant-coupon-fields';
import {
  queryPlatformActivitiesPath,
  queryPlatformCouponsPath,
  savePlatformActivityPath,
  savePlatformCouponPath,
  stopPlatformActivityPath,
  stopPlatformCouponPath,
  type queryPlatformActivities,
  type queryPlatformCoupons,
  type savePlatformActivity,
  type savePlatformCoupon,
  type stopPlatformActivity,
  type stopPlatformCoupon,
  type TSavePlatformActivityRequest,
  type TSavePlatformCouponRequest,
} from '@mall/contract/coupon/platform-coupons';
import type { Lang } from '@mall/contract/platform/languages';
import {
  queryPlatformAgreementsPath,
  savePlatformAgreementPath,
  type queryPlatformAgreements,
  type savePlatformAgreement,
  type TSavePlatformAgreementRequest,
} from '@mall/contract/resource/platform-agreements';
import { endpointRef } from '../shared/transport/endpoint-ref.ts';
import { CONSOLE_ROOT, PAGE_SIZE } from './console-queries.ts';
import { consoleCall } from './console-transport.ts';

/** The console's calls about the platform's content (categories, agreements, help, coupons, activities) and their keys. */
const categoriesApi = endpointRef<typeof queryPlatformCategories>(queryPlatformCategoriesPath);
const saveCategoryApi = endpointRef<typeof savePlatformCategory>(savePlatformCategoryPath);
const hideCategoryApi = endpointRef<typeof hidePlatformCategory>(hidePlatformCategoryPath);
const showCategoryApi = endpointRef<typeof showPlatformCategory>(showPlatformCategoryPath);
const agreementsApi = endpointRef<typeof queryPlatformAgreements>(queryPlatformAgreementsPath);
const saveAgreementApi = endpointRef<typeof savePlatformAgreement>(savePlatformAgreementPath);
const helpApi = endpointRef<typeof queryPlatformHelp>(queryPlatformHelpPath);
const saveHelpApi = endpointRef<typeof savePlatformHelp>(savePlatformHelpPath);
const deleteHelpApi = endpointRef<typeof deletePlatformHelp>(deletePlatformHelpPath);
const couponsApi = endpointRef<typeof queryPlatformCoupons>(queryPlatformCouponsPath);
const saveCouponApi = endpointRef<typeof savePlatformCoupon>(savePlatformCouponPath);
const stopCouponApi = endpointRef<typeof stopPlatformCoupon>(stopPlatformCouponPath);
const activitiesApi = endpointRef<typeof queryPlatformActivities>(queryPlatformActivitiesPath);
const saveActivityApi = endpointRef<typeof savePlatformActivity>(savePlatformActivityPath);
const stopActivityApi = endpointRef<typeof stopPlatformActivity>(stopPlatformActivityPath);

export const categoriesKey = [CONSOLE_ROOT, 'categories'] as const;
export const agreementsKey = [CONSOLE_ROOT, 'agreements'] as const;
export const helpKey = [CONSOLE_ROOT, 'help'] as const;
export const couponsKey = [CONSOLE_ROOT, 'platform-coupons'] as const;
export const activitiesKey = [CONSOLE_ROOT, 'activities'] as const;

export function categoriesQuery(channel: ShopKind, lang: Lang) {
  return queryOptions({ queryKey: [...categoriesKey, { channel }, lang] as const, queryFn: ({ signal }) => consoleCall(categoriesApi, { channel }, { lang, signal }) });
}
export const saveCategory = (body: TSavePlatformCategoryRequest, lang: Lang) => consoleCall(saveCategoryApi, body, { lang });
export const hideCategory = (categoryId: number, lang: Lang) => consoleCall(hideCategoryApi, { categoryId }, { lang });
export const showCategory = (categoryId: number, lang: Lang) => consoleCall(showCategoryApi, { categoryId }, { lang });

export function agreementsQuery(lang: Lang) {
  return queryOptions({ queryKey: [...agreementsKey, lang] as const, queryFn: ({ signal }) => consoleCall(agreementsApi, {}, { lang, signal }) });
}
export function agreementVersionQuery(code: string, version: string, lang: Lang) {
  return queryOptions({
    queryKey: [...agreementsKey, { code, version }, lang] as const,
    queryFn: ({ signal }) => consoleCall(agreementsApi, { code, version }, { lang, signal }),
    staleTime: Infinity,
  });
}
export const saveAgreement = (body: TSavePlatformAgreementRequest, lang: Lang) => consoleCall(saveAgreementApi, body, { lang });

export function helpQuery(lang: Lang) {
  return queryOptions({ queryKey: [...helpKey, lang] as const, queryFn: ({ signal }) => consoleCall(helpApi, {}, { lang, signal }) });
}
export const saveHelp = (body: TSavePlatformHelpRequest, lang: Lang) => consoleCall(saveHelpApi, body, { lang });
export const deleteHelp = (articleId: number, lang: Lang) => consoleCall(deleteHelpApi, { articleId }, { lang });

export function platformCouponsQuery(tab: MerchantCouponTab, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...couponsKey, { tab }, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(couponsApi, { tab, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
export const savePlatformCouponCall = (body: TSavePlatformCouponRequest, lang: Lang) => consoleCall(saveCouponApi, body, { lang });
export const stopPlatformCouponCall = (couponId: number, lang: Lang) => consoleCall(stopCouponApi, { couponId }, { lang });

export function activitiesQuery(lang: Lang) {
  return infiniteQueryOptions({
    queryKey: [...activitiesKey, lang] as const,
    queryFn: ({ pageParam, signal }) => consoleCall(activitiesApi, { pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
export const saveActivityCall = (body: TSavePlatformActivityRequest, lang: Lang) => consoleCall(saveActivityApi, body, { lang });
export const stopActivityCall = (activityId: number, lang: Lang) => consoleCall(stopActivityApi, { activityId }, { lang });
