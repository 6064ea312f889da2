import { lazy } from 'react';
import type { LazyPage } from './route-page.tsx';

/** A route of spec/routes.txt: its path and its page, one lazily loaded file per page. */
export interface RouteEntry {
  path: string;
  page: LazyPage;
}

const home: LazyPage = lazy(() => import('../pages/index/index.tsx'));

/** Only pages that exist are listed; each later issue adds its own. Login needs come from the path (spec 5). */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', page: home },
  { path: '/pages/index/index', page: home },
  { path: '/pages/category/index', page: lazy(() => import('../pages/category/index.tsx')) },
  { path: '/pages/category/mlindex', page: lazy(() => import('../pages/category/mlindex.tsx')) },
  { path: '/pages/category/sublist', page: lazy(() => import('../pages/category/sublist.tsx')) },
  { path: '/pages/category/lastlevellist', page: lazy(() => import('../pages/category/lastlevellist.tsx')) },
  { path: '/pages/category/all', page: lazy(() => import('../pages/category/all.tsx')) },
  { path: '/pages/shortcut/index', page: lazy(() => import('../pages/shortcut/index.tsx')) },
  { path: '/pages/shortcut/homeliving', page: lazy(() => import('../pages/shortcut/homeliving.tsx')) },
  { path: '/pages/activity/index', page: lazy(() => import('../pages/activity/index.tsx')) },
  { path: '/pages/goods/goodsnews', page: lazy(() => import('../pages/goods/goodsnews.tsx')) },
  { path: '/pages/index/cart', page: lazy(() => import('../pages/index/cart.tsx')) },
  { path: '/pages/index/message', page: lazy(() => import('../pages/index/message.tsx')) },
  { path: '/pages/index/user', page: lazy(() => import('../pages/index/user.tsx')) },
  { path: '/pages/login/login', page: lazy(() => import('../pages/login/login.tsx')) },
  { path: '/pages/login/entercode', page: lazy(() => import('../pages/login/entercode.tsx')) },
  { path: '/pages/login/register', page: lazy(() => import('../pages/login/register.tsx')) },
  { path: '/pages/privacy/privacy', page: lazy(() => import('../pages/privacy/privacy.tsx')) },
  { path: '/pages/agreement/agreement', page: lazy(() => import('../pages/agreement/agreement.tsx')) },
  { path: '/pages/agreement/detail', page: lazy(() => import('../pages/agreement/detail.tsx')) },
  { path: '/pages/user/edituser', page: lazy(() => import('../pages/user/edituser.tsx')) },
  { path: '/pages/user/setting', page: lazy(() => import('../pages/user/setting.tsx')) },
  { path: '/pages/user/currency', page: lazy(() => import('../pages/user/currency.tsx')) },
  { path: '/pages/user/address/list', page: lazy(() => import('../pages/user/address/list.tsx')) },
  { path: '/pages/user/address/add', page: lazy(() => import('../pages/user/address/add.tsx')) },
  { path: '/pages/user/messagelist', page: lazy(() => import('../pages/user/messagelist.tsx')) },
  { path: '/pages/user/messagedetail', page: lazy(() => import('../pages/user/messagedetail.tsx')) },
  { path: '/pages/goods/goodsdetail', page: lazy(() => import('../pages/goods/goodsdetail.tsx')) },
  { path: '/pages/goods/goodsreview', page: lazy(() => import('../pages/goods/goodsreview.tsx')) },
  { path: '/pages/user/wishlist', page: lazy(() => import('../pages/user/wishlist.tsx')) },
  { path: '/pages/user/browsegoods', page: lazy(() => import('../pages/user/browsegoods.tsx')) },
  { path: '/pages/shop/index', page: lazy(() => import('../pages/shop/index.tsx')) },
  { path: '/pages/shop/detail', page: lazy(() => import('../pages/shop/detail.tsx')) },
  { path: '/pages/shop/shopmerchantcert', page: lazy(() => import('../pages/shop/shopmerchantcert.tsx')) },
  { path: '/pages/shop/nearshop', page: lazy(() => import('../pages/shop/nearshop.tsx')) },
  { path: '/pages/user/followshop', page: lazy(() => import('../pages/user/followshop.tsx')) },
  { path: '/pages/goods/goodssearch', page: lazy(() => import('../pages/goods/goodssearch.tsx')) },
  { path: '/pages/goods/goodssearchresult', page: lazy(() => import('../pages/goods/goodssearchresult.tsx')) },
];

export const NOT_FOUND_PAGE: LazyPage = lazy(() => import('../pages/not-found.tsx'));
