import { useEffect, useState } from 'react';
import { Button, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';
import { holdFocusWhenShown } from '../../shared/ui/modal-focus.ts';
import { actionOf, deadlineOf, moneyOf } from './return-actions.ts';

/** Spec 9: the picture preview zooms from 1 to 4 times. */
const MAX_ZOOM = 4;

/**
 * The open photo viewer's box. antd-mobile hides its mask, and so the whole viewer, from assistive technology
 * (`aria-hidden`); shown as a modal box here, it is made readable again.
 */
function viewerBox(): HTMLElement | null {
  const mask = document.querySelector<HTMLElement>('.mall-mreturn-viewer');
  mask?.removeAttribute('aria-hidden');
  return mask;
}

/**
 * The shopper's photos as thumbnails; a tap opens them full screen at the one tapped, and a tap on the picture closes
 * it. For the keyboard the viewer is a named modal box with a Close button, left with Escape too, which gives the
 * focus back to the thumbnail.
 */
function ShopperPhotos({ images }: { images: readonly string[] }) {
  const { t } = useTranslation('merchant-returns');
  const [open, setOpen] = useState<number | null>(null);
  const shown = open !== null;
  const label = t('card.photos');
  useEffect(() => {
    if (!shown) return undefined;
    return holdFocusWhenShown(viewerBox, { label, onEscape: () => setOpen(null) });
  }, [shown, label]);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="mall-mreturn-photos" aria-label={t('card.photos')}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button type="button" onClick={() => setOpen(i)} aria-label={t('card.openPhoto', { index: i + 1, total: images.length })}>
              <img src={src} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <ImageViewer.Multi
          images={[...images]}
          visible
          defaultIndex={open}
          maxZoom={MAX_ZOOM}
          classNames={{ mask: 'mall-mreturn-viewer' }}
          onClose={() => setOpen(null)}
          renderFooter={() => (
            <button type="button" className="mall-mreturn-viewer-close" onClick={() => setOpen(null)}>
              {t('card.closePhotos')}
            </button>
          )}
        />
      )}
    </>
  );
}

export interface ReturnCardProps {
  item: TMerchantReturn;
  /** The clock the deadlines are read against (the list's, so every card agrees). */
  now: number;
  busy?: boolean;
  onApprove: () => void;
  onRefuse: () => void;
  onReceive: () => void;
  onSend: () => void;
}

/**
 * One after-sales request as the shop handles it: the order and what kind of request, the units asked for (and for an
 * exchange the option wanted), the shopper's reason, words and photos, the answer's deadline, the money, and what the
 * shop can do with it now.
 */
export function ReturnCard({ item, now, busy, onApprove, onRefuse, onReceive, onSend }: ReturnCardProps) {
  const { t, i18n } = useTranslation('merchant-returns');
  const formatMoney = useFormatBaseMoney();
  const action = actionOf(item);
  const money = moneyOf(item);
  const deadline = deadlineOf(item.respondBy, now);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const refunded = money.kind === 'refunding' || money.kind === 'refunded' ? money.amount : undefined;
  // Which request each button acts on is said after its visible words (a speech user says the visible words).
  const which = <span className="mall-visually-hidden"> {item.returnNo}</span>;
  return (
    <article
      className="mall-card mall-mreturn"
      data-testid="merchant-return"
      data-return={item.returnNo}
      data-order={item.orderNo}
      data-status={item.status}
      data-kind={item.kind}
      data-refund={refunded}
      aria-labelledby={`mreturn-${item.returnId}`}
    >
      <header className="mall-mreturn-head">
        <h2 id={`mreturn-${item.returnId}`} className="mall-mreturn-order">
          {t('card.order', { no: item.orderNo })}
        </h2>
        <span className={`mall-mreturn-status is-${item.status}`}>{t(`status.${item.status}`)}</span>
      </header>
      <p className="mall-mreturn-sub">
        <span className={`mall-mreturn-kind is-${item.kind}`}>{t(`kind.${item.kind}`)}</span>
        <span>{t('card.requestNo', { no: item.returnNo })}</span>
      </p>
      <ul className="mall-mreturn-lines" aria-label={t('card.lines')}>
        {item.lines.map((l) => (
          <li key={l.orderLineId}>
            <img src={l.image} alt="" loading="lazy" />
            <span className="mall-mreturn-line-text">
              <span className="mall-clamp-2">{l.title}</span>
              <span className="mall-mreturn-spec">
                {l.specName}
                {item.kind === 'exchange' && l.exchangeSpecName && (
                  <span className="mall-mreturn-wanted">
                    <span aria-hidden> → </span>
                    <span className="mall-visually-hidden">, {t('card.exchangeFor')} </span>
                    {l.exchangeSpecName}
                  </span>
                )}
              </span>
              {l.receivedQuantity !== null && <span className="mall-mreturn-received">{t('card.received', { count: l.receivedQuantity })}</span>}
            </span>
            <span className="mall-mreturn-qty">
              <span aria-hidden>{t('card.quantity', { count: l.quantity })}</span>
              <span className="mall-visually-hidden">{t('card.quantityLabel', { count: l.quantity })}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mall-mreturn-reason">
        <p className="mall-mreturn-reason-label">{t('card.reason', { reason: item.reasonLabel })}</p>
        {item.description && <p className="mall-mreturn-description">{item.description}</p>}
        <ShopperPhotos images={item.images} />
      </div>
      {item.returnTrackingNo && (
        <p className="mall-mreturn-parcel" data-testid="return-parcel">
          {t('card.parcelBack', { company: item.returnCompanyName ?? '', no: item.returnTrackingNo })}
        </p>
      )}
      {deadline !== 'none' && item.respondBy && (
        <p className={`mall-mreturn-deadline is-${deadline}`} data-testid="return-deadline">
          {deadline === 'over' ? t('card.answerOver') : t(deadline === 'soon' ? 'card.answerSoon' : 'card.answerBy', { time: time(item.respondBy) })}
        </p>
      )}
      {action === 'awaitParcel' && (
        <p className="mall-mreturn-waiting" data-testid="return-waiting">
          {t('card.awaitParcel')}
        </p>
      )}
      <footer className="mall-mreturn-foot">
        <span className="mall-mreturn-meta">
          {money.kind === 'noRefund' ? (
            <strong>{t('card.money.noRefund')}</strong>
          ) : money.kind !== 'none' ? (
            <strong data-testid="return-money">{t(`card.money.${money.kind}`, { amount: formatMoney(money.amount) })}</strong>
          ) : null}
          <time dateTime={item.createdAt}>{t('card.requestedAt', { time: time(item.createdAt) })}</time>
        </span>
        {action === 'answer' && (
          <span className="mall-mreturn-actions">
            <Button size="small" shape="rounded" disabled={busy} onClick={onRefuse} data-testid="return-refuse">
              {t('actions.refuse')}
              {which}
            </Button>
            <Button size="small" shape="rounded" color="primary" disabled={busy} onClick={onApprove} data-testid="return-approve">
              {t('actions.approve')}
              {which}
            </Button>
          </span>
        )}
        {action === 'receive' && (
          <span className="mall-mreturn-actions">
            <Button size="small" shape="rounded" color="primary" onClick={onReceive} data-testid="return-receive">
              {t('actions.receive')}
              {which}
            </Button>
          </span>
        )}
        {action === 'sendExchange' && (
          <span className="mall-mreturn-actions">
            <Button size="small" shape="rounded" color="primary" onClick={onSend} data-testid="return-send">
              {t('actions.sendExchange')}
              {which}
            </Button>
          </span>
        )}
      </footer>
    </article>
  );
}
