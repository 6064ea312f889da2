import { Skeleton } from 'antd-mobile';

/** Grey shop cards with lines where the cart will be, while it loads. */
export function CartSkeleton() {
  return (
    <div className="mall-cart-skeleton" aria-busy="true" data-testid="cart-skeleton">
      {[2, 1].map((lines, i) => (
        <div key={i} className="mall-card mall-cart-shop">
          <Skeleton.Title animated className="mall-cart-skeleton-shop" />
          {Array.from({ length: lines }, (_, j) => (
            <div key={j} className="mall-cart-skeleton-line">
              <Skeleton animated className="mall-cart-skeleton-image" />
              <Skeleton.Paragraph animated lineCount={3} className="mall-cart-skeleton-text" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
