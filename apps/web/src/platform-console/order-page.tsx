import { useQuery } from '@tanstack/react-query';
import type { TPlatformOrder } from '@mall/contract/order/platform-orders';
import { formatDateTime, moneyText, useConsoleText } from './console-i18n.ts';
import { usePageTitle } from './console-shell.tsx';
import { RecordFrame, useRecordId } from './detail-frame.tsx';
import { orderQuery } from './order-queries.ts';
import { TableScroll } from './table-scroll.tsx';

/** One order (support): its amounts, lines, and every status move with who made it and when. */
export function OrderPage() {
  const { lang, t } = useConsoleText();
  const orderId = useRecordId();
  const query = useQuery({ ...orderQuery(orderId ?? 0, lang), enabled: orderId !== undefined });
  usePageTitle(query.data ? `${t('orders.order')} ${query.data.orderNo}` : t('orders.order'));
  return (
    <RecordFrame
      page="platform/order"
      list="/orders"
      back={t('orders.back')}
      query={query}
      missing={orderId === undefined}
      notFound={t('orders.notFound')}
      loading={t('orders.loading')}
    >
      {(order) => <OrderDetails order={order} />}
    </RecordFrame>
  );
}

function OrderDetails({ order: o }: { order: TPlatformOrder }) {
  const { lang, t } = useConsoleText();
  // What came off the goods amount, as a negative; nothing off is 0.00, not -0.00 (the negative of 0 is -0).
  const off = (amount: number) => (amount === 0 ? 0 : -amount);
  const amounts: [string, number][] = [
    [t('orders.goodsAmount'), o.goodsAmount],
    [t('orders.shopCoupon'), off(o.shopCouponAmount)],
    [t('orders.platformCoupon'), off(o.platformCouponAmount)],
    [t('orders.points'), off(o.pointsAmount)],
    [t('orders.delivery'), o.deliveryFee],
    [t('orders.amount'), o.payAmount],
  ];
  return (
    <>
      <div className="pc-page-head">
        <h1 tabIndex={-1}>
          {t('orders.order')} <span className="pc-mono">{o.orderNo}</span>
        </h1>
        <p className="pc-muted">
          {t(`orders.statuses.${o.status}`)} · {o.shopName} · {o.shopper} · {formatDateTime(o.createdAt, lang)}
        </p>
      </div>
      <section className="pc-card pc-panel" aria-labelledby="pc-order-lines">
        <h2 id="pc-order-lines">{t('orders.lines')}</h2>
        <TableScroll label={t('orders.lines')}>
          <table className="pc-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.goods')}</th>
                <th scope="col">{t('orders.unitPrice')}</th>
                <th scope="col">{t('orders.quantity')}</th>
                <th scope="col">{t('orders.lineAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {o.lines.map((l, i) => (
                <tr key={i}>
                  <th scope="row">
                    {l.title} <span className="pc-muted">{l.spec}</span>
                  </th>
                  <td className="pc-num">{moneyText(l.unitPrice, lang)}</td>
                  <td className="pc-num">{l.quantity}</td>
                  <td className="pc-num">{moneyText(l.amount, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <dl className="pc-order-amounts">
          {amounts.map(([label, minor]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="pc-num">{moneyText(minor, lang)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="pc-card pc-panel" aria-labelledby="pc-order-events">
        <h2 id="pc-order-events">{t('orders.events')}</h2>
        <ol className="pc-order-events" data-testid="pc-order-events">
          {o.events.map((e, i) => (
            <li key={i} data-to={e.to}>
              <strong>{e.from ? `${t(`orders.statuses.${e.from}`)} → ${t(`orders.statuses.${e.to}`)}` : t('orders.committed')}</strong>{' '}
              <span className="pc-muted">
                {t(`orders.actors.${e.actor}`)}
                {e.actorId !== null ? ` #${e.actorId}` : ''} · {formatDateTime(e.at, lang)}
              </span>
              {e.note && <p>{e.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
