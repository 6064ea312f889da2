import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from './error-block.tsx';
import './empty-state.css';

export interface LoadFailedProps {
  /** Defaults to "couldn't load". */
  title?: ReactNode;
  /** What went wrong, for example the server's message. */
  description?: ReactNode;
  onRetry: () => void;
}

/** Part of a page whose data did not arrive: what happened and a button to try again (the rest of the page stays). */
export function LoadFailed({ title, description, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <section className="mall-empty-state mall-card" role="alert">
      <ErrorBlock status="disconnected" title={title ?? t('loadFailed.title')} description={description ?? t('loadFailed.description')}>
        <Button className="mall-empty-state-action" color="primary" fill="outline" shape="rounded" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </ErrorBlock>
    </section>
  );
}
