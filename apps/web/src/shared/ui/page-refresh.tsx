import type { ReactNode } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';

/** Spec 9: the pull distance that triggers a refresh. */
export const PULL_TO_REFRESH_THRESHOLD = 45;

export interface PageRefreshProps {
  children: ReactNode;
  /** What a pull reloads; by default every query the page is showing. */
  onRefresh?: () => Promise<unknown>;
}

/** Pull-down refresh for the pages of spec 2 that have it; the texts come from antd-mobile's locale. */
export function PageRefresh({ children, onRefresh }: PageRefreshProps) {
  const queryClient = useQueryClient();
  const refresh = onRefresh ?? (() => queryClient.refetchQueries({ type: 'active' }));
  return (
    <PullToRefresh threshold={PULL_TO_REFRESH_THRESHOLD} onRefresh={async () => void (await refresh())}>
      {children}
    </PullToRefresh>
  );
}
