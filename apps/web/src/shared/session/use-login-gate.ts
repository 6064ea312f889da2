import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildLoginRedirect } from './login-redirect.ts';
import { useSession } from './use-session.ts';

/**
 * For actions a visitor may see but only a logged-in shopper may take (favour a goods, follow a shop, add to
 * cart): returns `true` when logged in; otherwise sends the visitor to log in, coming back to this very page
 * (with its query) afterwards, and returns `false`.
 */
export function useLoginGate(): () => boolean {
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (token) return true;
    void navigate(buildLoginRedirect(location.pathname + location.search + location.hash));
    return false;
  }, [token, navigate, location]);
}
