import type { ReactNode } from 'react';
import type { TabKey } from './tab-paths.ts';

/*
 * The tab icons, outline when idle and filled when selected (the spec's iconPath / selectedIconPath). Drawn here
 * because antd-mobile-icons has no home or cart, and five icons of one hand look better than a mix.
 */
function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

const OUTLINE: Record<TabKey, ReactNode> = {
  home: <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5h-4v-6h-6v6H5A1.5 1.5 0 0 1 3.5 19z" />,
  category: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.8" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="3.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.8" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.8" />
    </>
  ),
  cart: (
    <>
      <path d="M2.5 4h2.2l2.2 10.6a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L20.8 7.5H5.6" />
      <circle cx="9.5" cy="19.6" r="1.3" />
      <circle cx="17" cy="19.6" r="1.3" />
    </>
  ),
  message: <path d="M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-7.2L7 20.5V17H5a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 5 4.5z" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c.6-3.9 3.9-6.5 8-6.5s7.4 2.6 8 6.5" />
    </>
  ),
};

const FILLED: Record<TabKey, ReactNode> = {
  home: (
    <>
      <path d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19z" fill="currentColor" />
      <path d="M9.5 20.5v-5.2h5v5.2" stroke="var(--mall-tab-bg)" />
    </>
  ),
  category: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.8" fill="currentColor" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="3.5" fill="currentColor" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.8" fill="currentColor" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.8" fill="currentColor" />
    </>
  ),
  cart: (
    <>
      <path d="M2.5 4h2.2l.8 3.5h15.3l-2.1 7.2a1.5 1.5 0 0 1-1.5 1.1H8.4a1.5 1.5 0 0 1-1.5-1.2z" fill="currentColor" />
      <circle cx="9.5" cy="19.6" r="1.3" fill="currentColor" />
      <circle cx="17" cy="19.6" r="1.3" fill="currentColor" />
    </>
  ),
  message: (
    <>
      <path d="M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-7.2L7 20.5V17H5a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 5 4.5z" fill="currentColor" />
      <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" stroke="var(--mall-tab-bg)" strokeWidth={2.2} />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 20.5c.6-3.9 3.9-6.5 8-6.5s7.4 2.6 8 6.5z" fill="currentColor" />
    </>
  ),
};

export function TabIcon({ tab, active }: { tab: TabKey; active: boolean }) {
  return <Svg>{active ? FILLED[tab] : OUTLINE[tab]}</Svg>;
}
