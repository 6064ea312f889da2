import type { ReactNode } from 'react';
import { Button, NoticeBar } from 'antd-mobile';
import { EnvironmentOutline, RightOutline, ShopbagOutline, TruckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TOrderDetail, TOrderLine } from '@mall/contract/order/order-view-fields';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { addressLine } from '../../shared/format/region-line.ts';
import { Price } from '../../shared/ui/price.tsx';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { OrderGoodsLine } from './order-goods-line.tsx';
import { OrderPayCountdown } from './order-pay-due.tsx';
import { orderActions, orderLogisticsPath, parseTerminateReason } from './order-paths.ts';
import type { AddressChangeOutcome } from './use-change-order-address.tsx';
import './order.css';

/** The blue banner: where the order stands and what happens next (the time left to pay, or why it ended). */
function StatusBanner({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('order');
  let note: ReactNode;
  if (order.status === 'paying') {
    note = <OrderPayCountdown payDeadline={order.payDeadline} />;
  } else if (order.status === 'terminated') {
    const reason = parseTerminateReason(order.terminateReason);
    const said = reason.kind === 'other' ? reason.note || t('detail.reason.other') : t(`detail.reason.${reason.kind}`);
    note = <span data-testid="order-terminate-reason">{reason.kind !== 'other' && reason.note ? t('detail.reasonWithNote', { reason: said, note: reason.note }) : said}</span>;
  } else {
    note = <span>{t(`detail.next.${order.status}`)}</span>;
  }
  return (
    <section className="mall-order-banner" data-testid="order-banner" data-status={order.status}>
      <h2 className="mall-order-banner-title">{t(`status.${order.status}`)}</h2>
      {order.status === 'paying' && (
        <p className="mall-order-banner-due">
          {t('detail.due')} <Price minor={order.payAmount} size="medium" />
        </p>
      )}
      <p className="mall-order-banner-note">{note}</p>
    </section>
  );
}

/** Where the order goes, its region in the current language; "Change" while the parcel has not left the shop. */
function AddressCard({ order, onChange, busy }: { order: TOrderDetail; onChange?: () => void; busy: boolean }) {
  const { t } = useTranslation('order');
  const { address } = order;
  return (
    <section className="mall-card mall-order-address" data-testid="order-address">
      <EnvironmentOutline className="mall-order-address-icon" aria-hidden />
      <div className="mall-order-address-text">
        <p className="mall-order-address-who">
          <strong>{address.receiverName}</strong>
          <span>{`+${address.phoneCode} ${maskMobile(address.mobile)}`}</span>
        </p>
        <p className="mall-order-address-where" data-testid="order-address-where">
          {addressLine(address, { withPostcode: true })}
        </p>
      </div>
      {onChange && (
        <Button size="small" shape="rounded" className="mall-order-address-change" disabled={busy} onClick={onChange} data-testid="order-address-change">
          {t('changeAddress.open')}
        </Button>
      )}
    </section>
  );
}

/** After an address change priced an unpaid order again: the new delivery fee and amount due, until dismissed. */
function AddressChangeNotice({ outcome, onDismiss }: { outcome: AddressChangeOutcome; onDismiss: () => void }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  return (
    <NoticeBar
      color="info"
      wrap
      closeable
      onClose={onDismiss}
      className="mall-order-address-notice"
      data-testid="order-address-notice"
      content={t('changeAddress.repriced', {
        fee: outcome.deliveryFee === 0 ? t('detail.free') : format(outcome.deliveryFee).text,
        previousFee: outcome.previousDeliveryFee === 0 ? t('detail.free') : format(outcome.previousDeliveryFee).text,
        total: format(outcome.payAmount).text,
        previousTotal: format(outcome.previousPayAmount).text,
      })}
    />
  );
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="mall-order-row" data-testid={testId}>
      <span className="mall-order-row-label">{label}</span>
      <span className="mall-order-row-value">{children}</span>
    </div>
  );
}

function ShopCard({ order, lineActions }: { order: TOrderDetail; lineActions?: OrderLineActions | undefined }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  const coupons = order.shopCouponAmount + order.platformCouponAmount;
  return (
    <section className="mall-card mall-order-shop-card">
      <header className="mall-order-shop">
        <Link to={`/pages/shop/index?shopId=${order.shopId}`} className="mall-order-shop-link">
          {order.shopLogo ? <img src={order.shopLogo} alt="" width={20} height={20} className="mall-order-shop-logo" /> : <ShopbagOutline aria-hidden />}
          <span className="mall-order-shop-name">{order.shopName}</span>
          <RightOutline className="mall-order-chevron" aria-hidden />
        </Link>
      </header>
      <ul className="mall-order-lines">
        {order.goods.map((line) => (
          <OrderGoodsLine key={line.lineId} line={line} link actions={lineActions?.(line, order)} />
        ))}
      </ul>
      <div className="mall-order-rows" data-testid="order-amounts">
        <Row label={t('detail.goodsAmount')}>{format(order.goodsAmount).text}</Row>
        <Row label={t('detail.delivery')}>{order.deliveryFee === 0 ? t('detail.free') : format(order.deliveryFee).text}</Row>
        {order.shopCouponAmount > 0 && <Row label={t('detail.shopCoupon')}>{`−${format(order.shopCouponAmount).text}`}</Row>}
        {order.platformCouponAmount > 0 && <Row label={t('detail.platformCoupon')}>{`−${format(order.platformCouponAmount).text}`}</Row>}
        {coupons === 0 && <Row label={t('detail.coupons')}>{t('detail.noCoupon')}</Row>}
        {order.pointsAmount > 0 && <Row label={t('detail.points', { count: order.pointsUsed })}>{`−${format(order.pointsAmount).text}`}</Row>}
        <div className="mall-order-row mall-order-row--total" data-testid="order-total">
          <span className="mall-order-row-label">{t(order.status === 'paying' ? 'detail.totalDue' : order.paidAt ? 'detail.totalPaid' : 'detail.total')}</span>
          <Price minor={order.payAmount} size="medium" />
        </div>
      </div>
    </section>
  );
}

function InfoCard({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation('order');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : undefined);
  const times: ['created' | 'paid' | 'shipped' | 'received' | 'terminated', string | undefined][] = [
    ['created', when(order.createdAt)],
    ['paid', when(order.paidAt)],
    ['shipped', when(order.shippedAt)],
    ['received', when(order.receivedAt)],
    ['terminated', when(order.terminatedAt)],
  ];
  return (
    <section className="mall-card mall-order-rows mall-order-info" data-testid="order-info">
      <Row label={t('detail.orderNo')} testId="order-no">
        <span className="mall-order-no">{order.orderNo}</span>
        <CopyButton text={order.orderNo} label={t('detail.copy')} copied={t('detail.copied')} failed={t('detail.copyFailed')} />
      </Row>
      {times.map(([key, value]) => value && <Row key={key} label={t(`detail.times.${key}`)}>{value}</Row>)}
      <Row label={t('detail.remark')}>{order.remark || t('detail.noRemark')}</Row>
    </section>
  );
}

/** A shipped order's way to its parcel: the logistics page (pages/order/logistics.tsx) with the carrier's timeline. */
function LogisticsEntry({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation('logistics');
  if (!orderActions(order.status).track) return null;
  return (
    // Laid out like the address card below it (order.css), with a chevron: it opens the timeline.
    <Link to={orderLogisticsPath(order.orderId)} className="mall-card mall-order-address" style={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }} data-testid="order-logistics">
      <TruckOutline className="mall-order-address-icon" aria-hidden />
      <div style={{ flex: 1, minWidth: 0 }}>
        <p className="mall-order-address-who">{t('entry.title')}</p>
        <p className="mall-order-address-where">{t('entry.hint')}</p>
      </div>
      <RightOutline className="mall-order-chevron" aria-hidden />
    </Link>
  );
}

/**
 * What a page puts under each line of the order (the completed order's "Review", after-sales' entries): composed by the
 * page from other features, which this one does not import.
 */
export type OrderLineActions = (line: TOrderLine, order: TOrderDetail) => ReactNode;

export interface OrderDetailViewProps {
  order: TOrderDetail;
  busy: boolean;
  onCancel: () => void;
  onDelete: () => void;
  onReceive: () => void;
  /** Buy again (its goods back in the cart). */
  onReorder?: (() => void) | undefined;
  /** Set while the address may change (paying and shipping orders): opens the address book popup. */
  onChangeAddress?: () => void;
  /** What the last address change did to the amount due, shown until dismissed. */
  addressOutcome?: AddressChangeOutcome;
  onDismissAddressOutcome?: () => void;
  /** Under each line: what the page adds there. */
  lineActions?: OrderLineActions | undefined;
  /** Cards the page adds under the goods (after-sales, invoice), composed from other features. */
  extras?: ((order: TOrderDetail) => ReactNode) | undefined;
}

/** One order in full, as the five detail routes show it, with a bottom bar holding what the shopper can do. */
export function OrderDetailView({ order, busy, onCancel, onDelete, onReceive, onReorder, onChangeAddress, addressOutcome, onDismissAddressOutcome, lineActions, extras }: OrderDetailViewProps) {
  const { t } = useTranslation('order');
  const { t: tp } = useTranslation('payment');
  const navigate = useNavigate();
  const actions = orderActions(order.status);
  const hasBar = actions.cancel || actions.remove || actions.receive || (actions.reorder && onReorder !== undefined);
  return (
    <>
      <main className={hasBar ? 'mall-page-body mall-order-detail has-bar' : 'mall-page-body mall-order-detail'} data-order-id={order.orderId}>
        <StatusBanner order={order} />
        <LogisticsEntry order={order} />
        {addressOutcome && <AddressChangeNotice outcome={addressOutcome} onDismiss={() => onDismissAddressOutcome?.()} />}
        <AddressCard order={order} onChange={onChangeAddress} busy={busy} />
        <ShopCard order={order} lineActions={lineActions} />
        {extras?.(order)}
        <InfoCard order={order} />
      </main>
      {hasBar && (
        <BottomBar className="mall-order-bar">
          {actions.cancel && (
            <Button shape="rounded" disabled={busy} onClick={onCancel} data-testid="order-cancel">
              {t('actions.cancel')}
            </Button>
          )}
          {order.status === 'paying' && (
            // The payment page (features/payment) pays this one order.
            <Button color="primary" shape="rounded" disabled={busy} onClick={() => void navigate(`/pages/order/payment?orderId=${order.orderId}`)} data-testid="order-pay">
              {tp('pay.payNow')}
            </Button>
          )}
          {actions.reorder && onReorder && (
            <Button shape="rounded" disabled={busy} onClick={onReorder} data-testid="order-reorder">
              {t('actions.reorder')}
            </Button>
          )}
          {actions.receive && (
            <Button color="primary" shape="rounded" disabled={busy} onClick={onReceive} data-testid="order-receive">
              {t('actions.receive')}
            </Button>
          )}
          {actions.remove && (
            <Button shape="rounded" disabled={busy} onClick={onDelete} data-testid="order-delete">
              {t('actions.delete')}
            </Button>
          )}
        </BottomBar>
      )}
    </>
  );
}
