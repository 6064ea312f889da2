import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../shared/ui/load-error.tsx';

function PageLoadError() {
  const { t } = useTranslation('common');
  return <LoadError title={t('loadError.title')} description={t('loadError.description')} />;
}

/**
 * A page that failed to render or to load its code (often: a new build was deployed while the shopper browsed)
 * shows spec 2's error block; tapping it reloads, which fixes both.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[page] failed to load', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}
