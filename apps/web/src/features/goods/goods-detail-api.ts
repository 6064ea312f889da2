import { path as queryLogisticsCostsPath, type queryLogisticsCosts } from '@mall/contract/shop/query-logistics-costs';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The delivery-cost call of the goods page (the goods and review calls are GOODS_API of features/catalogue). */
export const LOGISTICS_API = {
  queryLogisticsCosts: endpointRef<typeof queryLogisticsCosts>(queryLogisticsCostsPath),
} as const;

/** Every query about one goods starts with this key (the wishlist call invalidates ['goods']). */
export const goodsKey = (goodsId: number) => ['goods', goodsId] as const;

/** Queries of the logged-in user start with 'user'; these are the lists a goods page changes. */
export const WISHLIST_KEY = ['user', 'wishlist'] as const;
export const BROWSE_HISTORY_KEY = ['user', 'browse-history'] as const;
export const USER_CENTER_KEY = ['user', 'center'] as const;

/** The reviews page of a goods, optionally opened on one filter. */
export const goodsReviewPath = (goodsId: number, filter?: string) => `/pages/goods/goodsreview?goodsId=${goodsId}${filter ? `&filter=${filter}` : ''}`;

/** A goods id from a page query: a positive whole number, else undefined. */
export function goodsIdOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
