import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { useCartCount } from '../features/cart/use-cart-count.ts';
import { useUnreadTotal } from '../features/messaging/use-unread-total.ts';
import { countBadge } from '../shared/format/count-badge.ts';
import { useSession } from '../shared/session/use-session.ts';
import { MallTabBar } from './tab-bar.tsx';
import { tabOfPath } from './tab-paths.ts';

/** The messages tab's badge: the unread count when logged in, "99+" past 99, nothing at 0. */
/** The content column every page lives in, with the tab bar under the five tab pages. */
export function RootLayout() {
  const { pathname } = useLocation();
  const tab = tabOfPath(pathname);
  const { token } = useSession();
  const queryClient = useQueryClient();
  // Polled only while the tab bar shows it.
  const unread = useUnreadTotal(tab !== undefined);
  const cartCount = useCartCount(tab !== undefined);

  // However the session ended (logout, 1002, 1008, another tab), nothing cached about that user stays around.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: ['user'] });
  }, [token, queryClient]);

  return (
    <div className={tab ? 'mall-shell mall-shell--tabbed' : 'mall-shell'}>
      <Outlet />
      {tab && <MallTabBar active={tab} badges={{ message: token ? countBadge(unread.data?.total) : undefined, cart: token ? countBadge(cartCount.data?.count) : undefined }} />}
    </div>
  );
}
