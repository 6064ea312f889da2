import { Button } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TOrderSummary } from '@mall/contract/order/order-view-fields';
import { Price } from '../../shared/ui/price.tsx';
import { OrderGoodsLine } from './order-goods-line.tsx';
import { OrderPayCountdown } from './order-pay-due.tsx';
import { orderActions, orderLogisticsPath } from './order-paths.ts';
import './order.css';

export interface OrderCardProps {
  order: TOrderSummary;
  onOpen: () => void;
  onCancel: () => void;
  onDelete: () => void;
  /** Confirms receipt of a shipped order (asks first; use-orders.ts). */
  onReceive: () => void;
  busy: boolean;
}

/**
 * One order in the list: its shop, status, goods, what was paid (or is due, with the time left) and what the
 * shopper can do with it. The whole card opens the order; the buttons do only their own thing.
 */
export function OrderCard({ order, onOpen, onCancel, onDelete, onReceive, busy }: OrderCardProps) {
  const { t } = useTranslation('order');
  const { t: tp } = useTranslation('payment');
  const navigate = useNavigate();
  const actions = orderActions(order.status);
  const unpaid = order.status === 'paying';
  return (
    <article className="mall-card mall-order-card" data-testid="order-card" data-order-id={order.orderId} data-status={order.status}>
      <button type="button" className="mall-order-card-open" onClick={onOpen}>
        <span className="mall-visually-hidden">{t('list.open', { no: order.orderNo })}</span>
        <header className="mall-order-shop">
          {order.shopLogo ? <img src={order.shopLogo} alt="" width={20} height={20} className="mall-order-shop-logo" /> : <ShopbagOutline aria-hidden />}
          <span className="mall-order-shop-name">{order.shopName}</span>
          <RightOutline className="mall-order-chevron" aria-hidden />
          <span className={`mall-order-status is-${order.status}`} data-testid="order-status">
            {t(`status.${order.status}`)}
          </span>
        </header>
        <ul className="mall-order-lines">
          {order.goods.map((line) => (
            <OrderGoodsLine key={line.lineId} line={line} link={false} />
          ))}
        </ul>
        <div className="mall-order-card-total">
          <span>{t(unpaid ? 'list.due' : 'list.paid', { count: order.quantity })}</span>
          <Price minor={order.payAmount} size="small" />
        </div>
        {unpaid && (
          <p className="mall-order-card-pay-note">
            <OrderPayCountdown payDeadline={order.payDeadline} />
          </p>
        )}
      </button>
      {(actions.cancel || actions.remove || actions.track || actions.receive) && (
        <footer className="mall-order-card-actions">
          {actions.cancel && (
            <Button size="small" shape="rounded" disabled={busy} onClick={onCancel} data-testid="order-cancel">
              {t('actions.cancel')}
            </Button>
          )}
          {unpaid && (
            // The payment page (features/payment) pays this one order.
            <Button size="small" color="primary" shape="rounded" disabled={busy} onClick={() => void navigate(`/pages/order/payment?orderId=${order.orderId}`)} data-testid="order-pay">
              {tp('pay.payNow')}
            </Button>
          )}
          {actions.track && (
            // The parcel and its timeline (pages/order/logistics.tsx).
            <Button size="small" shape="rounded" onClick={() => void navigate(orderLogisticsPath(order.orderId))} data-testid="order-track">
              {t('actions.track')}
            </Button>
          )}
          {actions.receive && (
            <Button size="small" color="primary" shape="rounded" disabled={busy} onClick={onReceive} data-testid="order-receive">
              {t('actions.receive')}
            </Button>
          )}
          {actions.remove && (
            <Button size="small" shape="rounded" disabled={busy} onClick={onDelete} data-testid="order-delete">
              {t('actions.delete')}
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
