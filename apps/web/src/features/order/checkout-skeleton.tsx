import { Skeleton } from 'antd-mobile';
import './checkout.css';

/** Grey shapes where the address, the shop cards and the bar will be. */
export function CheckoutSkeleton() {
  return (
    <div className="mall-checkout-skeleton" aria-busy="true" data-testid="checkout-skeleton">
      <div className="mall-card mall-checkout-skeleton-card">
        <Skeleton.Title animated />
        <Skeleton.Paragraph animated lineCount={1} />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="mall-card mall-checkout-skeleton-card">
          <Skeleton animated className="mall-checkout-skeleton-shop" />
          <div className="mall-checkout-skeleton-line">
            <Skeleton animated className="mall-checkout-skeleton-image" />
            <Skeleton.Paragraph animated lineCount={3} className="mall-checkout-skeleton-text" />
          </div>
          <Skeleton.Paragraph animated lineCount={2} />
        </div>
      ))}
    </div>
  );
}
