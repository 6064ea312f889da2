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
];

export const NOT_FOUND_PAGE: LazyPage = lazy(() => import('../pages/not-found.tsx'));
