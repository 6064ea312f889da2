import { Skeleton } from 'antd-mobile';
import './list-skeleton.css';

/** Grey cards where a list or a form will be, so a page that waits for data is never blank. */
export function ListSkeleton({ rows = 3, lines = 2 }: { rows?: number; lines?: number }) {
  return (
    <div className="mall-list-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="mall-card mall-list-skeleton-card">
          <Skeleton.Title animated className="mall-list-skeleton-title" />
          <Skeleton.Paragraph animated lineCount={lines} />
        </div>
      ))}
    </div>
  );
}
