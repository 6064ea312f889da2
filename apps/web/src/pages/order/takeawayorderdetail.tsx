import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TAKEAWAY_STAGES, type TTakeawayProgress } from '@mall/contract/takeaway/takeaway-fields';
import { orderQueries } from '../../features/order/order-queries.ts';
import { orderIdParam } from '../../features/order/order-paths.ts';
import { PAYMENT_PAGE_PATH } from '../../features/payment/payment-paths.ts';
import { takeawayQueries } from '../../features/takeaway/takeaway-queries.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import '../../features/takeaway/takeaway.css';

const STAMP = { accepted: 'acceptedAt', preparing: 'preparingAt', delivering: 'deliveringAt', delivered: 'deliveredAt' } as const;

/** accepted → preparing → delivering → delivered, each with its time once reached. */
function Timeline({ progress }: { progress: TTakeawayProgress }) {
  const { t, i18n } = useTranslation('takeaway');
  const reached = TAKEAWAY_STAGES.indexOf(progress.stage);
  return (
    <ol className="mall-takeaway-timeline" data-testid="takeaway-timeline" data-stage={progress.stage}>
      {TAKEAWAY_STAGES.map((stage, i) => {
        const at = progress[STAMP[stage]];
        return (
          <li
            key={stage}
            className={`mall-takeaway-step-row${i <= reached ? ' is-done' : ''}${i === reached ? ' is-current' : ''}`}
            aria-current={i === reached ? 'step' : undefined}
            data-stage={stage}
          >
            <span>{t(`order.stages.${stage}`)}</span>
            <span>{at ? formatDateTime(at, i18n.language) : ''}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A takeaway order (`?orderId=`): where it is (the stages with their times, polled every few seconds until it is
 * delivered, so the shop's moves show without a reload), its eta, its lines and amounts (the packing fee is a part
 * of the delivery fee and shown as such). Unpaid: a way to pay. Another shopper's order: not found.
 */
export default function TakeawayOrderDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('takeaway');
  const navigate = useNavigate();
  const lang = useQueryLang();
  const money = useFormatMoney();
  const orderId = orderIdParam(query.orderId);
  const order = useQuery({ ...orderQueries.detail(lang, orderId ?? 0), enabled: orderId !== undefined });
  const progress = useQuery({ ...takeawayQueries.progress(lang, orderId ?? 0), enabled: orderId !== undefined });

  let body;
  if (orderId === undefined) body = <EmptyState title={t('order.notFound')} />;
  else if (order.isPending || progress.isPending) body = <ListSkeleton rows={4} />;
  else if (order.isError || progress.isError) {
    const error = order.error ?? progress.error;
    body = <LoadFailed description={error?.message ?? t('order.notFound')} onRetry={() => void Promise.all([order.refetch(), progress.refetch()])} />;
  } else {
    const o = order.data;
    const p = progress.data.progress;
    const discounts = o.shopCouponAmount + o.platformCouponAmount + o.pointsAmount;
    body = (
      <>
        <section className="mall-card mall-takeaway-section" aria-labelledby="takeaway-progress-title">
          <h2 id="takeaway-progress-title">{t('order.progress')}</h2>
          {p ? (
            <>
              <Timeline progress={p} />
              {p.stage !== 'delivered' && (
                <p data-testid="takeaway-eta">
                  {t('order.eta', { time: formatDateTime(p.etaAt, i18n.language) })} · {t('order.live')}
                </p>
              )}
            </>
          ) : o.status === 'paying' ? (
            <p>
              {t('order.unpaid')}{' '}
              <Button size="small" color="primary" shape="rounded" onClick={() => void navigate(`${PAYMENT_PAGE_PATH}?orderId=${o.orderId}`)}>
                {t('order.pay')}
              </Button>
            </p>
          ) : (
            <p>{o.status}</p>
          )}
        </section>
        <section className="mall-card mall-takeaway-section" aria-labelledby="takeaway-lines-title">
          <h2 id="takeaway-lines-title">
            {o.shopName} · {t('order.lines')}
          </h2>
          <ul className="mall-takeaway-dish-list">
            {o.goods.map((g) => (
              <li key={g.lineId} className="mall-takeaway-dish">
                <img className="mall-takeaway-dish-img" src={g.image} alt="" width={48} height={48} />
                <div className="mall-takeaway-dish-text">
                  <p className="mall-takeaway-dish-title">{g.title}</p>
                  <p className="mall-takeaway-dish-sold">
                    {g.specName} × {g.quantity} · {money(g.amount).text}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <dl className="mall-takeaway-amounts">
            <div>
              <dt>{t('order.goods')}</dt>
              <dd>{money(o.goodsAmount).text}</dd>
            </div>
            <div>
              <dt>{t('order.delivery')}</dt>
              <dd>{money(o.deliveryFee).text}</dd>
            </div>
            <div>
              <dt>{t('order.packing')}</dt>
              <dd data-testid="takeaway-packing">{money(progress.data.packingFee).text}</dd>
            </div>
            {discounts > 0 && (
              <div>
                <dt>{t('order.discount')}</dt>
                <dd>−{money(discounts).text}</dd>
              </div>
            )}
            <div>
              <dt>{t('order.paid')}</dt>
              <dd>
                <strong>{money(o.payAmount).text}</strong>
              </dd>
            </div>
          </dl>
          <p className="mall-takeaway-dish-sold">{t('order.orderNo', { no: o.orderNo })}</p>
        </section>
      </>
    );
  }

  return (
    <Page name="order/takeawayorderdetail">
      <PageNavBar title={t('order.title')} />
      <main className="mall-page-body">{body}</main>
    </Page>
  );
}
