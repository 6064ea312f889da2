import { useNavigate } from 'react-router';

/**
 * The navigation bar's own "back" (shared/ui/page-nav-bar.tsx), for pages that ask something first: one step
 * back in history, or home when the page was opened directly.
 */
export function useLeavePage(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (!index) void navigate('/', { replace: true });
    else void navigate(-1);
  };
}
