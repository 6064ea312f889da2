import { Skeleton } from 'antd-mobile';
import './goods-detail-skeleton.css';

/** Grey shapes of the goods page (picture, price, title, option rows) while it loads. */
export function GoodsDetailSkeleton() {
  return (
    <div className="mall-goods-skeleton" aria-busy="true" data-testid="goods-skeleton">
      <Skeleton animated className="mall-goods-skeleton-picture" />
      <div className="mall-card mall-goods-section">
        <Skeleton animated className="mall-goods-skeleton-price" />
        <Skeleton.Paragraph animated lineCount={2} />
      </div>
      <div className="mall-card mall-goods-section">
        <Skeleton.Paragraph animated lineCount={3} />
      </div>
      <div className="mall-card mall-goods-section">
        <Skeleton.Title animated />
        <Skeleton.Paragraph animated lineCount={3} />
      </div>
    </div>
  );
}
