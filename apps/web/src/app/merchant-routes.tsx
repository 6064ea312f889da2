import { Route, Routes } from 'react-router';
import { RoutePage } from './route-page.tsx';
import { NOT_FOUND_PAGE, page, type RouteEntry } from './routes.ts';

/** The merchant console: the shop's own pages (login required by their prefix), none of them on the shop's first screen. */
export const MERCHANT_ROUTES: readonly RouteEntry[] = [
  { path: '/merchant/index', page: page(() => import('../pages/merchant/index.tsx')) },
  { path: '/merchant/orders', page: page(() => import('../pages/merchant/orders.tsx')) },
  { path: '/merchant/orders/packing', page: page(() => import('../pages/merchant/packing.tsx')) },
  { path: '/merchant/staff', page: page(() => import('../pages/merchant/staff.tsx')) },
  { path: '/merchant/goods', page: page(() => import('../pages/merchant/goods.tsx')) },
  { path: '/merchant/goods/edit', page: page(() => import('../pages/merchant/goods-edit.tsx')) },
  { path: '/merchant/settings', page: page(() => import('../pages/merchant/settings.tsx')) },
  { path: '/merchant/membership', page: page(() => import('../pages/merchant/membership.tsx')) },
  { path: '/merchant/coupons', page: page(() => import('../pages/merchant/coupons.tsx')) },
  { path: '/merchant/invoices', page: page(() => import('../pages/merchant/invoices.tsx')) },
  { path: '/merchant/returns', page: page(() => import('../pages/merchant/returns.tsx')) },
  { path: '/merchant/exchanges', page: page(() => import('../pages/merchant/exchanges.tsx')) },
  { path: '/merchant/groupbuy', page: page(() => import('../pages/merchant/groupbuy.tsx')) },
  { path: '/merchant/medicine-demands', page: page(() => import('../pages/merchant/medicine-demands.tsx')) },
  { path: '/merchant/medicine-facts', page: page(() => import('../pages/merchant/medicine-facts.tsx')) },
  { path: '/merchant/groupbuy/pickup', page: page(() => import('../pages/merchant/groupbuy-pickup.tsx')) },
  { path: '/merchant/groupbuy/staff', page: page(() => import('../pages/merchant/groupbuy-staff.tsx')) },
  { path: '/merchant/reviews', page: page(() => import('../pages/merchant/reviews.tsx')) },
  { path: '/merchant/chat', page: page(() => import('../pages/merchant/chat.tsx')) },
  { path: '/merchant/takeaway', page: page(() => import('../pages/merchant/takeaway.tsx')) },
  { path: '/merchant/takeaway-orders', page: page(() => import('../pages/merchant/takeaway-orders.tsx')) },
];

/** Rendered under `/merchant/*` (app-routes.tsx), already behind the login guard. */
export default function MerchantRoutes() {
  return (
    <Routes>
      {MERCHANT_ROUTES.map(({ path, page }) => (
        <Route key={path} path={path.slice('/merchant/'.length)} element={<RoutePage page={page} requiresLogin={false} />} />
      ))}
      <Route path="*" element={<RoutePage page={NOT_FOUND_PAGE} requiresLogin={false} />} />
    </Routes>
  );
}
