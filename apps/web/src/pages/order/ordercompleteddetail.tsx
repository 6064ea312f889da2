import { AftersaleEntry } from '../../features/aftersale/aftersale-entry.tsx';
import { OrderInvoiceEntry } from '../../features/invoice/order-invoice-entry.tsx';
import { ReviewLineAction } from '../../features/reviews/review-line-action.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

/** An order in the `completed` status (?orderId=), each line with its review (write it, or see it); the detail page is shared by the five status routes. */
export default function OrderCompletedDetailPage(props: PageProps) {
  return (
    <OrderDetailPage
      {...props}
      name="order/ordercompleteddetail"
      status="completed"
      lineActions={(line, order) => <ReviewLineAction line={line} orderLineIds={order.goods.map((g) => g.lineId)} />}
      extras={(order) => (
        <>
          <AftersaleEntry orderId={order.orderId} />
          <OrderInvoiceEntry orderId={order.orderId} />
        </>
      )}
    />
  );
}
