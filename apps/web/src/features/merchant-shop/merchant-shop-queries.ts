import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_SHOP_API } from './merchant-shop-api.ts';

/** Nations and provinces change rarely: kept for the visit. */
const LONG_STALE = 30 * 60_000;

/** Key prefixes of the shop settings' queries (under `user`: dropped at login and logout). */
export const merchantShopKeys = {
  /** Everything about one shop's settings, in every language. */
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-shop', shopId] as const,
};

export const merchantShopQueries = {
  /** The shop as its settings page edits it: every language, pictures, status and the week's hours. */
  profile: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...merchantShopKeys.shop(shopId), 'profile', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_SHOP_API.profile, { shopId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
  /** The shop's delivery-fee templates, the default first. */
  templates: (lang: Lang, shopId: number) =>
    queryOptions({
      queryKey: [...merchantShopKeys.shop(shopId), 'templates', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_SHOP_API.templates, { shopId }, { lang, signal, autoShowError: false }),
      staleTime: 0,
    }),
  nations: (lang: Lang) =>
    queryOptions({
      queryKey: ['merchant-shop', 'nations', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_SHOP_API.nations, {}, { lang, signal, autoShowError: false }),
      staleTime: LONG_STALE,
    }),
  /** A nation's provinces (its top-level areas). */
  provinces: (lang: Lang, nationId: number) =>
    queryOptions({
      queryKey: ['merchant-shop', 'provinces', nationId, lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_SHOP_API.provinces, { nationId, parentId: null }, { lang, signal, autoShowError: false }),
      staleTime: LONG_STALE,
    }),
};
