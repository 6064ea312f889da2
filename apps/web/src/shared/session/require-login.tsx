import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildLoginRedirect } from './login-redirect.ts';
import { useSession } from './use-session.ts';

/** Renders a login-required page only for a logged-in user; anyone else goes to login and comes back afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  // The address bar already moved on (logout going home, a 1008 going home, a 1002 going to login): the router
  // renders the new page in a moment, and sending this one to login as well would overrule that move.
  if (!token && typeof window !== 'undefined' && window.location.pathname !== location.pathname) return null;
  if (!token) return <Navigate replace to={buildLoginRedirect(location.pathname + location.search + location.hash)} />;
  return children;
}
