export type TabKey = 'home' | 'category' | 'cart' | 'message' | 'user';

/** The five tabs of spec 2, in order, with the route each opens; home opens the start page "/". */
export const TAB_PATHS: readonly { key: TabKey; pagePath: string }[] = [
  { key: 'home', pagePath: '/' },
  { key: 'category', pagePath: '/pages/category/index' },
  { key: 'cart', pagePath: '/pages/index/cart' },
  { key: 'message', pagePath: '/pages/index/message' },
  { key: 'user', pagePath: '/pages/index/user' },
];

const BY_PATH = new Map<string, TabKey>([
  ['/', 'home'],
  ['/pages/index/index', 'home'],
  ...TAB_PATHS.map((tab) => [tab.pagePath, tab.key] as const),
]);

/** The tab a route belongs to, if it is one of the tab pages (the tab bar shows only there). */
export function tabOfPath(pathname: string): TabKey | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH.get(normalised);
}
