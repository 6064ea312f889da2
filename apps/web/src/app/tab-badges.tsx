import type { ReactNode } from 'react';
import { useCartCount } from '../features/cart/use-cart-count.ts';
import { useChatTotal } from '../features/chat/use-chat.ts';
import { useUnreadTotal } from '../features/messaging/use-unread-total.ts';
import { countBadge } from '../shared/format/count-badge.ts';
import type { TabKey } from './tab-paths.ts';

export type TabBadgeMap = Partial<Record<TabKey, ReactNode>>;

/**
 * A logged-in shopper's tab badges: the unread messages (notices and chats) and the cart's lines ("99+" past 99, nothing at 0), polled
 * while the tab bar shows; `children` draws the bar with them.
 */
export function TabBadges({ children }: { children: (badges: TabBadgeMap) => ReactNode }) {
  const unread = useUnreadTotal();
  const chatUnread = useChatTotal();
  const cartCount = useCartCount();
  return children({ message: countBadge(unread.data || chatUnread.data ? (unread.data?.total ?? 0) + (chatUnread.data?.total ?? 0) : undefined), cart: countBadge(cartCount.data?.count) });
}
