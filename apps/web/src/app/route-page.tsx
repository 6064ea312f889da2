import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../shared/ui/page.tsx';
import { PageSkeleton } from '../shared/ui/page-skeleton.tsx';
import { RequireLogin } from '../shared/session/require-login.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** Spec 9: a page chunk that arrives within 200 ms shows no placeholder at all, so fast loads do not flicker. */
const FALLBACK_DELAY_MS = 200;

function DelayedSkeleton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <PageSkeleton /> : <div className="mall-skeleton" aria-busy="true" />;
}

function WithQuery({ page: Page }: { page: LazyPage }) {
  const [params] = useSearchParams();
  return <Page query={Object.fromEntries(params)} />;
}

/** One route's page: loaded on first visit, given its query, and guarded when it needs a logged-in user. */
export function RoutePage({ page, requiresLogin }: { page: LazyPage; requiresLogin: boolean }) {
  const content = (
    <PageErrorBoundary>
      <Suspense fallback={<DelayedSkeleton />}>
        <WithQuery page={page} />
      </Suspense>
    </PageErrorBoundary>
  );
  return requiresLogin ? <RequireLogin>{content}</RequireLogin> : content;
}
