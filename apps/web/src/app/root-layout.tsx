import { Outlet, useLocation } from 'react-router';
import { MallTabBar } from './tab-bar.tsx';
import { tabOfPath } from './tab-paths.ts';

/** The content column every page lives in, with the tab bar under the five tab pages. */
export function RootLayout() {
  const { pathname } = useLocation();
  const tab = tabOfPath(pathname);
  return (
    <div className={tab ? 'mall-shell mall-shell--tabbed' : 'mall-shell'}>
      <Outlet />
      {tab && <MallTabBar active={tab} />}
    </div>
  );
}
