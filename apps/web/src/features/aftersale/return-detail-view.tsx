import { Button, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TReturnDetail } from '@mall/contract/aftersale/return-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { ReturnDeliverForm } from './return-deliver-form.tsx';
import { ReturnLines } from './return-lines.tsx';
import { useCancelReturn } from './use-aftersale.ts';
import './aftersale.css';

/** Where the complaint form takes an escalated refusal. */
const complaintPath = (returnId: number) => `/pages/complaint/complaint?returnId=${returnId}`;
const orderPath = (orderId: number) => `/pages/order/ordercompleteddetail?orderId=${orderId}`;

/** What the shopper should know or do next, by status (and for an approval, by kind). */
function NextStep({ item }: { item: TReturnDetail }) {
  const { t, i18n } = useTranslation('aftersale');
  const format = useFormatMoney();
  let text: string;
  if (item.status === 'requested') text = t('next.requested', { time: item.respondBy ? formatDateTime(item.respondBy, i18n.language) : '' });
  else if (item.status === 'approved') text = t(item.kind === 'refund' ? 'next.approvedRefund' : 'next.approvedGoods');
  else if (item.status === 'refunded') text = t('next.refunded', { amount: format(item.refundAmount ?? 0).text });
  else text = t(`next.${item.status}`);
  return (
    <section className={`mall-return-banner mall-return-banner--${item.status}`} data-testid="return-status" data-status={item.status}>
      <h2 className="mall-return-banner-title">{t(`status.${item.status}`)}</h2>
      <p className="mall-return-banner-text">{text}</p>
      {item.refuseReason && (
        <p className="mall-return-banner-text">
          {t('detail.refuseReason')}: {item.refuseReason}
        </p>
      )}
    </section>
  );
}

function Parcel({ title, parcel }: { title: string; parcel: NonNullable<TReturnDetail['returnParcel']> }) {
  const { i18n } = useTranslation();
  return (
    <section className="mall-card mall-return-section" data-testid="return-parcel">
      <h2 className="mall-return-section-title">{title}</h2>
      <p className="mall-return-row">
        {parcel.companyName} {parcel.trackingNo}
      </p>
      <ol className="mall-return-timeline">
        {parcel.events.map((e, i) => (
          <li key={`${e.occurredAt}-${i}`} className={i === 0 ? 'is-latest' : undefined}>
            <p>{e.description}</p>
            <p className="mall-return-muted">
              <time dateTime={e.occurredAt}>{formatDateTime(e.occurredAt, i18n.language)}</time> {e.location}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One request in full (`order/orderreturndetail`): where it stands, what to do next, the goods, the money, the way back, the history. */
export function ReturnDetailView({ item }: { item: TReturnDetail }) {
  const { t, i18n } = useTranslation('aftersale');
  const navigate = useNavigate();
  const cancel = useCancelReturn();
  const showDeliver = item.status === 'approved' && item.kind !== 'refund';

  const withdraw = async () => {
    const ok = await confirmDialog({ content: t('detail.cancelConfirm'), confirmText: t('detail.cancel'), cancelText: t('detail.toOrder') });
    if (!ok) return;
    cancel.mutate(item.returnId, { onSuccess: () => showToast(t('detail.cancelled')) });
  };

  return (
    <>
      <main className="mall-page-body mall-return-body" data-testid="return-detail" data-return-id={item.returnId}>
        <NextStep item={item} />
        {item.returnAddress && (item.status === 'approved' || item.status === 'returning') && (
          <section className="mall-card mall-return-section" data-testid="return-address">
            <h2 className="mall-return-section-title">{t('detail.address')}</h2>
            <p className="mall-return-row">
              {item.returnAddress.receiverName} {item.returnAddress.phone}
            </p>
            <p className="mall-return-row">{item.returnAddress.address}</p>
            <CopyButton
              text={`${item.returnAddress.receiverName} ${item.returnAddress.phone} ${item.returnAddress.address}`}
              label={t('detail.copyAddress')}
              copied={t('detail.copied')}
              failed={t('detail.copyFailed')}
            />
          </section>
        )}
        {showDeliver && <ReturnDeliverForm returnId={item.returnId} />}
        {item.returnParcel && <Parcel title={t('detail.returnParcel')} parcel={item.returnParcel} />}
        {item.exchangeParcel && <Parcel title={t('detail.exchangeParcel')} parcel={item.exchangeParcel} />}
        <section className="mall-card mall-return-section">
          <header className="mall-return-card-head">
            <span className="mall-return-card-shop">{item.shopName}</span>
            <span className="mall-return-kind">{t(`kind.${item.kind}`)}</span>
          </header>
          <ReturnLines lines={item.lines} />
          {item.kind !== 'exchange' && (
            <p className="mall-return-card-money" data-testid="return-money">
              <span>{t('detail.refund')}</span>
              <Price minor={item.refundAmount ?? item.amount} size="small" />
            </p>
          )}
        </section>
        <section className="mall-card mall-return-section">
          <dl className="mall-return-facts">
            <dt>{t('detail.no')}</dt>
            <dd>{item.returnNo}</dd>
            <dt>{t('detail.order')}</dt>
            <dd>
              <Link to={orderPath(item.orderId)}>{item.orderNo}</Link>
            </dd>
            <dt>{t('detail.reason')}</dt>
            <dd>{item.reasonLabel}</dd>
            {item.description && (
              <>
                <dt>{t('detail.description')}</dt>
                <dd className="mall-return-description">{item.description}</dd>
              </>
            )}
          </dl>
          {item.images.length > 0 && (
            <div className="mall-return-images" aria-label={t('detail.photos')} role="group">
              {item.images.map((src, i) => (
                <button key={src} type="button" className="mall-return-image" onClick={() => ImageViewer.Multi.show({ images: item.images, defaultIndex: i })} aria-label={`${t('detail.photos')} ${i + 1}`}>
                  <img src={src} alt="" width={72} height={72} loading="lazy" />
                </button>
              ))}
            </div>
          )}
        </section>
        <section className="mall-card mall-return-section">
          <h2 className="mall-return-section-title">{t('detail.timeline')}</h2>
          <ol className="mall-return-timeline" data-testid="return-timeline">
            {[...item.events].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`} className={i === 0 ? 'is-latest' : undefined}>
                <p>
                  {e.from === null ? t('detail.submitted') : t(`status.${e.to}`)} · {t(`actor.${e.actor}`)}
                </p>
                <p className="mall-return-muted">
                  <time dateTime={e.at}>{formatDateTime(e.at, i18n.language)}</time>
                </p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      {(item.canCancel || item.canEscalate) && (
        <BottomBar className="mall-return-bar mall-return-bar--actions">
          {item.canEscalate && (
            <Button shape="rounded" color="primary" fill="outline" onClick={() => void navigate(complaintPath(item.returnId))} data-testid="return-escalate">
              {t('detail.escalate')}
            </Button>
          )}
          {item.canCancel && (
            <Button shape="rounded" disabled={cancel.isPending} onClick={() => void withdraw()} data-testid="return-cancel">
              {t('detail.cancel')}
            </Button>
          )}
        </BottomBar>
      )}
    </>
  );
}
