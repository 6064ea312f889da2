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
];

export const NOT_FOUND_PAGE: LazyPage = lazy(() => import('../pages/not-found.tsx'));
