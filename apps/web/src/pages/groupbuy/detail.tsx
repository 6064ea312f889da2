import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GroupProgress } from '../../features/groupbuy/group-progress.tsx';
import { choosePath, countdownParts, listingIdOf, pointsPath } from '../../features/groupbuy/groupbuy-paths.ts';
import { useCountdown } from '../../features/groupbuy/use-countdown.ts';
import { useListing } from '../../features/groupbuy/use-groupbuy.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { Price } from '../../shared/ui/price.tsx';
import '../../features/groupbuy/groupbuy.css';

/**
 * One group buy (spec route groupbuy/detail?id=): the group price against the usual one, the progress toward the
 * target, the pickup date, the cut-off with a countdown on the server's clock, the rule on failing groups, the pickup
 * points, and the way to join while it is open.
 */
export default function GroupbuyDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('groupbuy');
  const navigate = useNavigate();
  const id = listingIdOf(query.id);
  const found = useListing(id);
  const left = useCountdown(found.data?.cutOffAt, found.data?.serverNow);

  let body;
  if (id === undefined || (found.isError && (found.error as { code?: number }).code === 1004)) body = <EmptyState title={t('detail.notFound')} />;
  else if (found.isPending) body = <ListSkeleton rows={3} />;
  else if (found.isError) body = <LoadFailed description={found.error.message} onRetry={() => void found.refetch()} />;
  else {
    const l = found.data;
    const open = l.buyable && left > 0;
    const short = Math.max(0, l.threshold - l.joined);
    body = (
      <>
        <img className="mall-gb-detail-image" src={l.image} alt="" />
        <section className="mall-card mall-gb-panel" aria-labelledby="gb-title">
          <h2 id="gb-title" className="mall-gb-title" style={{ fontSize: 18 }}>
            {l.title}
          </h2>
          {l.specName && <p className="mall-gb-meta">{l.specName}</p>}
          <p className="mall-gb-meta">{t('card.groupPrice')}</p>
          <Price minor={l.groupPrice} was={l.price} size="large" />
          <p className="mall-gb-meta">{t('detail.shop', { name: l.shopName })}</p>
        </section>
        <section className="mall-card mall-gb-panel" aria-labelledby="gb-progress-heading">
          <h2 id="gb-progress-heading" className="mall-gb-heading">
            {t('detail.progress')}
          </h2>
          <GroupProgress joined={l.joined} threshold={l.threshold} id="gb-detail-progress" />
          <p className="mall-gb-meta">{l.status === 'open' ? (short === 0 ? t('detail.reached') : t('detail.needMore', { count: short })) : t(`status.${l.status}`)}</p>
          <dl style={{ margin: 0 }}>
            <div className="mall-gb-row">
              <dt>{t('detail.pickupDate')}</dt>
              <dd>{l.pickupDate}</dd>
            </div>
            <div className="mall-gb-row">
              <dt>{t('detail.cutOff')}</dt>
              <dd>{formatDateTime(l.cutOffAt, i18n.language)}</dd>
            </div>
          </dl>
          <p className="mall-gb-meta" data-testid="groupbuy-countdown" role="timer" aria-live="off">
            {open ? (countdownParts(left).days > 0 ? t('detail.countdownDays', { count: countdownParts(left).days, time: countdownParts(left).time }) : t('detail.countdown', { time: countdownParts(left).time })) : t('detail.ended')}
          </p>
          <p className="mall-gb-meta">{t('detail.limit', { count: l.perShopperLimit })}</p>
          <p className="mall-gb-note">{t('detail.rule')}</p>
        </section>
        <section className="mall-card mall-gb-panel" aria-labelledby="gb-points-heading">
          <h2 id="gb-points-heading" className="mall-gb-heading">
            {t('detail.points')}
          </h2>
          <ul className="mall-gb-list">
            {l.pickupPoints.map((p) => (
              <li key={p.id}>
                <p className="mall-gb-point-name">{p.name}</p>
                <p className="mall-gb-meta">{p.address}</p>
              </li>
            ))}
          </ul>
          <Button fill="none" className="mall-gb-more" onClick={() => void navigate(pointsPath(l.id))}>
            {t('points.title')}
          </Button>
        </section>
      </>
    );
  }
  const l = found.data;
  return (
    <Page name="groupbuy/detail">
      <PageNavBar title={t('detail.title')} />
      <main className="mall-page-body mall-gb-body has-bar">{body}</main>
      {l && (
        <BottomBar className="mall-gb-bar">
          <Button block color="primary" shape="rounded" disabled={!l.buyable || left <= 0} onClick={() => void navigate(choosePath(l.id))} data-testid="groupbuy-buy">
            {l.buyable && left > 0 ? t('detail.buy') : t('detail.ended')}
          </Button>
        </BottomBar>
      )}
    </Page>
  );
}
