import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { buildLoginRedirect } from './login-redirect.ts';
import { useSession } from './use-session.ts';

/** Renders a login-required page only for a logged-in user; anyone else goes to login and comes back afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate replace to={buildLoginRedirect(location.pathname + location.search + location.hash)} />;
  return children;
}
