import { AftersaleEntry } from '../../features/aftersale/aftersale-entry.tsx';
import type { PageProps } from '../../shared/ui/page.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

/** An order in the `shipping` status (?orderId=); the detail page is shared by the five status routes. */
export default function OrderShippingDetailPage(props: PageProps) {
  return <OrderDetailPage {...props} name="order/ordershippingdetail" status="shipping" extras={(order) => <AftersaleEntry orderId={order.orderId} />} />;
}
