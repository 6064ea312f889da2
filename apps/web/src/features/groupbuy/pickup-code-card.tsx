import { useMemo } from 'react';
import qrcode from 'qrcode-generator';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useGroupbuyOrder } from './use-groupbuy.ts';
import './groupbuy.css';

/** A QR code of `text` as one SVG path with the 4-module quiet zone scanners need. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const n = code.getModuleCount();
    const parts: string[] = [];
    for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) if (code.isDark(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
    return { size: n, d: parts.join('') };
  }, [text]);
  const side = size + 8;
  return (
    <svg viewBox={`-4 -4 ${side} ${side}`} role="img" aria-label={label} data-testid="pickup-qr" shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={d} fill="#1f2329" />
    </svg>
  );
}

/**
 * The group buy of an order on its detail page: the pickup point, the pickup date, and the pickup code as a QR code
 * and as text once paid (or when it was collected, or that it was cancelled). Nothing for other orders.
 */
export function PickupCodeCard({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation('groupbuy');
  const found = useGroupbuyOrder(orderId);
  const g = found.data;
  if (!g) return null;
  return (
    <section className="mall-card mall-gb-panel" aria-labelledby="gb-order-heading" data-testid="groupbuy-order">
      <h2 id="gb-order-heading" className="mall-gb-heading">
        {t('order.title')}
      </h2>
      <p className="mall-gb-meta">{t(`status.${g.listingStatus}`)}</p>
      <dl className="mall-gb-panel" style={{ padding: 0, margin: 0 }}>
        <div className="mall-gb-row">
          <dt>{t('order.point')}</dt>
          <dd>
            {g.pickupPoint.name}
            <br />
            {g.pickupPoint.address}
          </dd>
        </div>
        <div className="mall-gb-row">
          <dt>{t('order.date')}</dt>
          <dd>{g.pickupDate}</dd>
        </div>
      </dl>
      {g.cancelled ? (
        <p className="mall-gb-note">{t('order.cancelled')}</p>
      ) : g.collectedAt ? (
        <p className="mall-gb-result" data-testid="groupbuy-collected">
          {t('order.collected', { time: formatDateTime(g.collectedAt, i18n.language) })}
        </p>
      ) : g.code ? (
        <div className="mall-gb-code">
          <QrCode text={g.code} label={t('order.qr', { code: g.code })} />
          <p className="mall-gb-meta">{t('order.code')}</p>
          <p className="mall-gb-code-text" data-testid="pickup-code">
            {g.code}
          </p>
          <p className="mall-gb-meta">{t('order.show')}</p>
        </div>
      ) : (
        <p className="mall-gb-meta">{t('order.waiting')}</p>
      )}
    </section>
  );
}
