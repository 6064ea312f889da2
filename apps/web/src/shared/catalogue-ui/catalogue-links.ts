import type { LinkType } from '@mall/contract/catalogue/catalogue-kinds';
import { internalPath } from '../ui/internal-path.ts';

/**
 * The catalogue's pages, which cards, lines, banners and shortcuts everywhere link to, and where an entry the
 * platform configures leads. A module with no component in it, so that linking to a goods does not load the cards.
 */

/** The goods detail page of a goods. */
export const goodsDetailPath = (goodsId: number) => `/pages/goods/goodsdetail?goodsId=${goodsId}`;
/** The home page of a shop. */
export const shopPath = (shopId: number) => `/pages/shop/index?shopId=${shopId}`;
/** A takeaway shop's own page: its menu and basket (takeaway shops' cards open it). */
export const takeawayShopPath = (shopId: number) => `/pages/takeaway/detail?shopId=${shopId}`;
/** The shortcut landing of a category: its children, shops and goods. */
export const landingPath = (categoryId: number) => `/pages/shortcut/index?id=${categoryId}`;
/** The shortcut landing of a home shortcut group. */
export const groupLandingPath = (groupId: number) => `/pages/shortcut/index?groupId=${groupId}`;
/** A category with children: its children and goods. */
export const subListPath = (categoryId: number) => `/pages/category/sublist?categoryId=${categoryId}`;
/** A category's goods list with sorts and filters. */
export const goodsListPath = (categoryId: number) => `/pages/category/lastlevellist?categoryId=${categoryId}`;
/** A category page of the right depth: level 3 lists goods, higher levels show their children first. */
export const categoryPath = (c: { id: number; level: number }) => (c.level >= 3 ? goodsListPath(c.id) : subListPath(c.id));
export const SEARCH_PATH = '/pages/goods/goodssearch';
export const ACTIVITY_PATH = '/pages/activity/index';
export const GOODS_NEWS_PATH = '/pages/goods/goodsnews';

const POSITIVE_ID = /^[1-9][0-9]{0,9}$/;

/** A positive integer id from a page query value, or undefined. */
export function idParam(value: string | undefined): number | undefined {
  return value !== undefined && POSITIVE_ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** Where a tappable entry (banner, shortcut, navigation tab, group) leads: an in-app path, a web address, or nowhere. */
export type EntryTarget = { to: string } | { href: string } | undefined;

/**
 * The target of an entry from its link type and target. Ids must be positive integers; page paths must stay inside
 * the app; web addresses must be http(s). Anything else leads nowhere rather than somewhere unexpected.
 */
export function entryTarget(linkType: LinkType, linkTarget: string): EntryTarget {
  const value = linkTarget.trim();
  switch (linkType) {
    case 'goods':
      return POSITIVE_ID.test(value) ? { to: goodsDetailPath(Number(value)) } : undefined;
    case 'shop':
      return POSITIVE_ID.test(value) ? { to: shopPath(Number(value)) } : undefined;
    case 'category':
      return POSITIVE_ID.test(value) ? { to: landingPath(Number(value)) } : undefined;
    case 'page': {
      const path = internalPath(value);
      return path ? { to: path } : undefined;
    }
    case 'url':
      return /^https?:\/\//i.test(value) ? { href: value } : undefined;
    default:
      return undefined;
  }
}
