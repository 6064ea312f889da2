import { useCallback, useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveLoginIntent, takeLoginIntent, type LoginIntent } from './login-intent.ts';
import { buildLoginRedirect } from './login-redirect.ts';
import { useSession } from './use-session.ts';

/**
 * For actions a visitor may see but only a logged-in shopper may take (favour a goods, follow a shop, add to
 * cart): returns `true` when logged in; otherwise keeps `intent` (what the visitor was doing), sends them to log
 * in, coming back to this very page (with its query) afterwards, and returns `false`. The page carries the
 * intent out on its return with `useResumeAfterLogin`.
 */
export function useLoginGate(): (intent?: LoginIntent) => boolean {
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (intent?: LoginIntent) => {
      if (token) return true;
      if (intent) saveLoginIntent(location.pathname + location.search, intent);
      void navigate(buildLoginRedirect(location.pathname + location.search + location.hash));
      return false;
    },
    [token, navigate, location],
  );
}

/**
 * Carries out, once, the intent of `action` that the login gate kept on this page, as soon as the shopper is
 * logged in here: `run` gets its data. A component that gates an action calls this with the same action name.
 */
export function useResumeAfterLogin<T>(action: string, run: (data: T) => void, ready = true): void {
  const { token } = useSession();
  const location = useLocation();
  const carryOut = useEffectEvent((data: T) => run(data));
  const path = location.pathname + location.search;
  useEffect(() => {
    if (!token || !ready) return;
    const data = takeLoginIntent(path, action);
    if (data !== undefined) carryOut(data as T);
  }, [token, ready, path, action]);
}
