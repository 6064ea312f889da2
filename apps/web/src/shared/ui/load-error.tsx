import type { ReactNode } from 'react';
import { ErrorBlock } from './error-block.tsx';
import './load-error.css';

export interface LoadErrorProps {
  title?: ReactNode;
  description?: ReactNode;
}

/** Spec 2: a page that failed to load shows an error block; tapping it reloads the page. */
export function LoadError({ title, description }: LoadErrorProps) {
  return (
    <div className="mall-load-error" role="button" tabIndex={0} onClick={() => location.reload()} onKeyDown={(e) => e.key === 'Enter' && location.reload()}>
      <ErrorBlock status="disconnected" fullPage title={title} description={description} />
    </div>
  );
}
