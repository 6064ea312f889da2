import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { ErrorBlock } from './error-block.tsx';
import './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** The one thing the shopper can do from here. */
  action?: { label: ReactNode; onClick: () => void };
}

/** An empty page or section: an illustration, what it means, and one clear way forward. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className="mall-empty-state mall-card">
      <ErrorBlock status="empty" title={title} description={description}>
        {action && (
          <Button className="mall-empty-state-action" color="primary" shape="rounded" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </ErrorBlock>
    </section>
  );
}
