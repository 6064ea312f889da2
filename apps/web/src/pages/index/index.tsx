import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { BannerSwiper, type BannerSlide } from '../../features/home/banner-swiper.tsx';
import { DealsStrip } from '../../features/home/deals-strip.tsx';
import { HomeGroups } from '../../features/home/home-groups.tsx';
import { HomeHeader } from '../../features/home/home-header.tsx';
import { Placeholder, SectionRetry } from '../../shared/catalogue-ui/mini-goods.tsx';
import { ShortcutGrid, shortcutEntries } from '../../shared/catalogue-ui/shortcut-grid.tsx';
import { useHomeSections } from '../../features/home/use-home-sections.ts';
import { WhenNear } from '../../features/home/when-near.tsx';
import { entryTarget } from '../../shared/catalogue-ui/catalogue-links.ts';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './home.css';

// Below the first screen: its code and data load as the shopper scrolls towards it (the first-screen budget).
const HomeBelow = lazy(() => import('../../features/home/home-below.tsx'));

/**
 * Home (the start page, spec 2): the search field and the navigation tabs, the banner swiper, the shortcut grid,
 * the flash deals with their countdown, the platform's blocks (goods, shops, shortcut panels), then recommended
 * shops and goods without end. Pull down to refresh everything on it.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const mallName = useMallName();
  const { topnav, banners, shortcuts, deals, groups } = useHomeSections();
  const refetchDeals = deals.refetch;
  const dealsEnded = useCallback(() => void refetchDeals(), [refetchDeals]);

  const slides: BannerSlide[] = (banners.data ?? []).map((b) => ({ id: b.id, title: b.title, image: b.image, target: entryTarget(b.linkType, b.linkTarget) }));

  return (
    <Page name="index/index">
      <PageNavBar title={mallName} back={false} />
      <PageRefresh>
        <main className="mall-home">
          <HomeHeader topnav={topnav.data} />
          <div className="mall-home-banner">
            {banners.isPending ? <Placeholder height={140} /> : <BannerSwiper slides={slides} label={t('bannersLabel')} action={t('shopNow')} />}
          </div>
          <section className="mall-home-card mall-home-shortcuts" aria-label={t('shortcutsLabel')}>
            {shortcuts.isPending ? (
              <Placeholder height={132} />
            ) : shortcuts.isError ? (
              <SectionRetry onRetry={() => void shortcuts.refetch()} />
            ) : (
              <ShortcutGrid entries={shortcutEntries(shortcuts.data)} testId="home-shortcuts" />
            )}
          </section>
          {deals.isPending ? (
            <div className="mall-home-card">
              <Placeholder height={170} />
            </div>
          ) : (
            deals.data && <DealsStrip live={deals.data.live} onExpired={dealsEnded} />
          )}
          {groups.isPending ? (
            <div className="mall-home-card">
              <Placeholder height={180} />
            </div>
          ) : groups.isError ? (
            <div className="mall-home-card">
              <SectionRetry onRetry={() => void groups.refetch()} />
            </div>
          ) : (
            <>
              <HomeGroups groups={groups.data} />
              <WhenNear minHeight={400}>
                <Suspense fallback={<Placeholder height={400} />}>
                  <HomeBelow />
                </Suspense>
              </WhenNear>
            </>
          )}
        </main>
      </PageRefresh>
    </Page>
  );
}
