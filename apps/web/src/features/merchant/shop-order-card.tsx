import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TShopOrder } from '@mall/contract/logistics/query-shop-orders';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';

/** One order as the merchant handles it: what to pack, where it goes, its parcel, and the way to ship it. */
export function ShopOrderCard({ order, onShip, onPack }: { order: TShopOrder; onShip: () => void; onPack: () => void }) {
  const { t, i18n } = useTranslation('merchant');
  const money = useFormatBaseMoney();
  const a = order.address;
  return (
    <article className="mall-card mall-shop-order" data-testid="shop-order" data-order={order.orderNo} data-status={order.status}>
      <header className="mall-shop-order-head">
        <span className="mall-shop-order-no">{t('orders.number', { no: order.orderNo })}</span>
        <span className={`mall-shop-order-status is-${order.status}`}>{t(`orders.status.${order.status}`)}</span>
      </header>
      <ul className="mall-shop-order-lines">
        {order.lines.map((l, i) => (
          <li key={`${l.goodsId}-${i}`}>
            <img src={l.image} alt="" loading="lazy" />
            <span className="mall-shop-order-line-text">
              <span className="mall-clamp-2">{l.title}</span>
              <span className="mall-shop-order-spec">{l.specName}</span>
            </span>
            <span className="mall-shop-order-qty">×{l.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="mall-shop-order-address">
        <strong>
          {a.receiverName} +{a.phoneCode} {a.mobile}
        </strong>
        <span>
          {a.areaText} {a.detail}
        </span>
      </p>
      {order.remark && <p className="mall-shop-order-remark">{t('orders.remark', { remark: order.remark })}</p>}
      {order.shipment && (
        <p className="mall-shop-order-parcel">
          {t('orders.parcel', { company: order.shipment.companyName, no: order.shipment.trackingNo })}
        </p>
      )}
      <footer className="mall-shop-order-foot">
        <span className="mall-shop-order-meta">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
          <strong>{t('orders.paid', { amount: money(order.payAmount) })}</strong>
        </span>
        <span className="mall-shop-order-actions">
          {/* Which order each button acts on is said after its visible words (the name a speech user says starts with them). */}
          <Button size="small" shape="rounded" onClick={onPack}>
            {t('orders.pack')}
            <span className="mall-visually-hidden"> {order.orderNo}</span>
          </Button>
          {order.status === 'shipping' && (
            <Button size="small" shape="rounded" color="primary" onClick={onShip} data-testid="ship-order">
              {t('orders.ship')}
              <span className="mall-visually-hidden"> {order.orderNo}</span>
            </Button>
          )}
        </span>
      </footer>
    </article>
  );
}
