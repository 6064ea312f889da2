import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import { Price } from '../../shared/ui/price.tsx';
import { orderPagePath } from './payment-paths.ts';
import './payment.css';

export interface PaymentOrderItem {
  orderId: number;
  orderNo: string;
  shopName: string;
  amount: number;
  /** With a status each order links to its own detail page. */
  status?: OrderStatus;
}

/** The orders a payment pays: shop, order number and each one's share of the amount. */
export function PaymentOrderList({ orders }: { orders: readonly PaymentOrderItem[] }) {
  const { t } = useTranslation('payment');
  if (orders.length === 0) return null;
  return (
    <section className="mall-card mall-pay-orders" data-testid="payment-orders">
      <h2 className="mall-pay-section-title">{t('common.ordersTitle')}</h2>
      <ul>
        {orders.map((order) => {
          const body = (
            <>
              <ShopbagOutline className="mall-pay-order-icon" aria-hidden />
              <span className="mall-pay-order-text">
                <span className="mall-pay-order-shop">{order.shopName}</span>
                <span className="mall-pay-order-no">{t('common.orderNo', { no: order.orderNo })}</span>
              </span>
              <Price minor={order.amount} size="small" />
              {order.status && <RightOutline className="mall-pay-chevron" aria-hidden />}
            </>
          );
          return (
            <li key={order.orderId} data-testid="payment-order">
              {order.status ? (
                <Link className="mall-pay-order" to={orderPagePath(order.status, order.orderId)}>
                  {body}
                </Link>
              ) : (
                <div className="mall-pay-order">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
