import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { QUERY_ROOTS } from '../shared/query/query-roots.ts';
import { useSession } from '../shared/session/use-session.ts';
import { MallTabBar } from './tab-bar.tsx';
import { tabOfPath } from './tab-paths.ts';

// A visitor's tab bar has no badges, so their code (the cart's and the messages' queries) loads only once someone is
// logged in, and stays off a visitor's first screen.
const TabBadges = lazy(() => import('./tab-badges.tsx').then((m) => ({ default: m.TabBadges })));
// The clipboard's share text (spec 5) is looked for in code of its own, loaded only where the browser already lets
// the page read the clipboard (no prompt is ever raised for it): everyone else never downloads it.
const ShareWatcher = lazy(() => import('../features/share/share-watcher.tsx').then((m) => ({ default: m.ShareWatcher })));

/** Whether reading the clipboard is already granted (asked once, after the first render). */
function useClipboardReadable(): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    let live = true;
    navigator.permissions
      ?.query({ name: 'clipboard-read' as PermissionName })
      .then((p) => live && setGranted(p.state === 'granted'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return granted;
}

/** The content column every page lives in, with the tab bar under the five tab pages. */
export function RootLayout() {
  const { pathname } = useLocation();
  const tab = tabOfPath(pathname);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const clipboardReadable = useClipboardReadable();

  // However the session ended (logout, 1002, 1008, another tab), nothing cached about that user stays around.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: QUERY_ROOTS.user });
  }, [token, queryClient]);

  // The chat socket (spec 4: opened at launch when logged in), loaded after the first render and only with a session,
  // so none of it is on a visitor's first screen; it follows logins and logouts by itself from then on.
  useEffect(() => {
    if (token) void import('../features/chat/chat-live.ts').then((m) => m.startChatLive(queryClient));
  }, [token, queryClient]);

  let tabBar;
  if (tab && token)
    tabBar = (
      <Suspense fallback={<MallTabBar active={tab} />}>
        <TabBadges>{(badges) => <MallTabBar active={tab} badges={badges} />}</TabBadges>
      </Suspense>
    );
  else if (tab) tabBar = <MallTabBar active={tab} />;

  return (
    <div className={tab ? 'mall-shell mall-shell--tabbed' : 'mall-shell'}>
      <Outlet />
      {tabBar}
      {clipboardReadable && (
        <Suspense fallback={null}>
          <ShareWatcher />
        </Suspense>
      )}
    </div>
  );
}
