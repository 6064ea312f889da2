import './page-skeleton.css';

/** Grey shapes where a page's content will be, so loading never shows a blank screen. */
export function PageSkeleton({ navBar = true }: { navBar?: boolean }) {
  return (
    <div className="mall-skeleton" aria-busy="true">
      {navBar && <div className="mall-skeleton-nav" />}
      <div className="mall-skeleton-body">
        <div className="mall-skeleton-block mall-skeleton-banner" />
        <div className="mall-skeleton-row">
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="mall-skeleton-block mall-skeleton-dot" />
          ))}
        </div>
        <div className="mall-skeleton-grid">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="mall-skeleton-card">
              <div className="mall-skeleton-block mall-skeleton-square" />
              <div className="mall-skeleton-block mall-skeleton-line" />
              <div className="mall-skeleton-block mall-skeleton-line mall-skeleton-line--short" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
