import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivityCouponCentre } from '../../features/coupon/activity-coupon-centre.tsx';
import { BannerSwiper } from '../../features/home/banner-swiper.tsx';
import { DealRow } from '../../features/home/deal-row.tsx';
import { NewsCard } from '../../features/home/news-card.tsx';
import { useActivityPort } from '../../features/home/use-activity.ts';
import { entryTarget, GOODS_NEWS_PATH } from '../../shared/catalogue-ui/catalogue-links.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './activity.css';

/**
 * The activity page: its banners, the coupon centre (each live activity's coupons to claim), the lightning deals live now (with their countdowns and how much is sold) and
 * those starting soon, and the latest goods news. One `activity/port` call brings all of it; a deal whose time is up
 * makes the page ask again. Pull down to refresh.
 */
export default function ActivityPage() {
  const { t } = useTranslation('home');
  const port = useActivityPort();
  const refetchPort = port.refetch;
  const timeUp = useCallback(() => void refetchPort(), [refetchPort]);

  let body;
  if (port.isPending) body = <ListSkeleton rows={4} />;
  else if (port.isError) body = <LoadFailed description={port.error.message} onRetry={() => void port.refetch()} />;
  else {
    const { banners, deals, news } = port.data;
    const live = deals?.live ?? [];
    const upcoming = deals?.upcoming ?? [];
    body = (
      <>
        {banners && banners.length > 0 && (
          <BannerSwiper slides={banners.map((b) => ({ id: b.id, title: b.title, image: b.image, target: entryTarget(b.linkType, b.linkTarget) }))} label={t('bannersLabel')} action={t('shopNow')} />
        )}
        <ActivityCouponCentre />
        <section className="mall-activity-section" data-testid="activity-live">
          <h2 className="mall-activity-title is-live">{t('activity.live')}</h2>
          {live.length > 0 ? (
            <ul className="mall-deal-list">
              {live.map((d) => (
                <li key={d.id}>
                  <DealRow deal={d} onTimeUp={timeUp} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={t('activity.noDealsTitle')} description={t('activity.noDealsDescription')} />
          )}
        </section>
        {upcoming.length > 0 && (
          <section className="mall-activity-section" data-testid="activity-upcoming">
            <h2 className="mall-activity-title">{t('activity.upcoming')}</h2>
            <ul className="mall-deal-list">
              {upcoming.map((d) => (
                <li key={d.id}>
                  <DealRow deal={d} upcoming onTimeUp={timeUp} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {news && news.list.length > 0 && (
          <section className="mall-activity-section" data-testid="activity-news">
            <div className="mall-activity-head">
              <h2 className="mall-activity-title">{t('news.title')}</h2>
              <Link to={GOODS_NEWS_PATH}>{t('news.all')} ›</Link>
            </div>
            <ul className="mall-news-list">
              {news.list.map((n) => (
                <li key={n.id}>
                  <NewsCard news={n} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  return (
    <Page name="activity/index">
      <PageNavBar title={t('activity.title')} />
      <PageRefresh>
        <main className="mall-page-body mall-activity">{body}</main>
      </PageRefresh>
    </Page>
  );
}
