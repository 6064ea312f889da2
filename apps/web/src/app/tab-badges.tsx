import type { ReactNode } from 'react';
import { useCartCount } from '../features/cart/use-cart-count.ts';
import { useUnreadTotal } from '../features/messaging/use-unread-total.ts';
import { countBadge } from '../shared/format/count-badge.ts';
import type { TabKey } from './tab-paths.ts';

export type TabBadgeMap = Partial<Record<TabKey, ReactNode>>;

/**
 * A logged-in shopper's tab badges: the unread messages and the cart's lines ("99+" past 99, nothing at 0), polled
 * while the tab bar shows; `children` draws the bar with them.
 */
export function TabBadges({ children }: { children: (badges: TabBadgeMap) => ReactNode }) {
  const unread = useUnreadTotal();
  const cartCount = useCartCount();
  return children({ message: countBadge(unread.data?.total), cart: countBadge(cartCount.data?.count) });
}
