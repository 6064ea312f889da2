import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TShopAddress } from '@mall/contract/shop/query-shop-address';
import type { TQueryShopMetricResponse } from '@mall/contract/shop/query-shop-metric';
import type { TBusinessTimes } from '@mall/contract/shop/shop-fields';
import { ShopHeader } from '../../features/catalogue/shop-header.tsx';
import { clockOf, endsNextDay, weekdayIn, weekdayNames } from '../../features/catalogue/shop-hours.ts';
import { shopCertPath, shopIdParam } from '../../features/catalogue/shop-paths.ts';
import { useShopAddresses, useShopBusinessTimes, useShopDetails, useShopFollow, useShopMetric } from '../../features/catalogue/use-shop.ts';
import { formatDate } from '../../shared/format/date-time.ts';
import { formatDistance } from '../../shared/format/distance.ts';
import { formatCount } from '../../shared/format/large-count.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './shop.css';

function Metrics({ metric }: { metric: TQueryShopMetricResponse }) {
  const { t, i18n } = useTranslation('shop');
  const lang = langOf(i18n.language);
  const items: [string, string][] = [
    [metric.rating.toFixed(1), t('metric.rating')],
    [metric.descScore.toFixed(1), t('metric.descScore')],
    [metric.serviceScore.toFixed(1), t('metric.serviceScore')],
    [metric.deliveryScore.toFixed(1), t('metric.deliveryScore')],
    [formatCount(metric.followerCount, lang), t('metric.followers')],
    [formatCount(metric.salesCount, lang), t('metric.sales')],
    [formatCount(metric.goodsCount, lang), t('metric.goods')],
    [formatCount(metric.newGoodsCount, lang), t('metric.newGoods')],
    [formatCount(metric.reviewCount, lang), t('metric.reviews')],
    [metric.goodRate === null ? '--' : `${metric.goodRate}%`, t('metric.goodRate')],
    [formatCount(metric.openDays, lang), t('metric.openDays')],
  ];
  return (
    <section className="mall-card mall-shop-section" data-testid="shop-metrics">
      <h3 className="mall-shop-section-title">{t('detail.metrics')}</h3>
      <ul className="mall-shop-metrics">
        {items.map(([value, label]) => (
          <li key={label}>
            <span className="mall-shop-metric-value">{value}</span>
            <span className="mall-shop-metric-label">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Hours({ times }: { times: TBusinessTimes }) {
  const { t, i18n } = useTranslation('shop');
  const names = weekdayNames(i18n.language);
  const today = weekdayIn(times.timeZone);
  return (
    <section className="mall-card mall-shop-section" data-testid="shop-hours">
      <h3 className="mall-shop-section-title">
        {t('detail.hours')}
        <span className={`mall-shop-open-state${times.openNow ? '' : ' is-closed'}`}>{times.openNow ? t('detail.openNow') : t('detail.closedNow')}</span>
      </h3>
      <ul className="mall-shop-hours">
        {times.days.map((d) => (
          <li key={d.weekday} className={d.weekday === today ? 'is-today' : undefined}>
            <span>{names[d.weekday - 1]}</span>
            <span>
              {d.spans.length === 0
                ? t('detail.dayOff')
                : d.spans
                    .map((s) =>
                      s.opensAt === 0 && s.closesAt === 1440
                        ? t('detail.allDay')
                        : `${clockOf(s.opensAt)}–${endsNextDay(s.closesAt) ? t('detail.nextDay', { time: clockOf(s.closesAt) }) : clockOf(s.closesAt)}`,
                    )
                    .join(', ')}
            </span>
          </li>
        ))}
      </ul>
      <p className="mall-shop-address-line">{t('detail.timeZone', { zone: times.timeZone })}</p>
    </section>
  );
}

function Addresses({ addresses }: { addresses: readonly TShopAddress[] }) {
  const { t } = useTranslation('shop');
  if (addresses.length === 0) return null;
  return (
    <section className="mall-card mall-shop-section" data-testid="shop-addresses">
      <h3 className="mall-shop-section-title">{t('detail.addresses')}</h3>
      {addresses.map((a) => (
        <div key={a.id} className="mall-shop-address">
          <span className="mall-shop-address-name">{a.kind === 'pickup' ? t('detail.pickup') : t('detail.returns')}</span> · {a.name}
          <p className="mall-shop-address-line">{a.address}</p>
          <p className="mall-shop-address-line">
            {a.contactName} <a href={`tel:${a.phone}`}>{a.phone}</a>
          </p>
        </div>
      ))}
    </section>
  );
}

/** A shop's details (?shopId=): numbers, opening hours, address and contact, terms, and its documents. */
export default function ShopDetailPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('shop');
  const money = useFormatMoney();
  const shopId = shopIdParam(query.shopId) ?? 0;
  const details = useShopDetails(shopId);
  const follow = useShopFollow(shopId);
  const metric = useShopMetric(shopId);
  const times = useShopBusinessTimes(shopId);
  const addresses = useShopAddresses(shopId);
  const d = details.data;

  let body;
  if (shopId === 0 || (details.isError && isApiError(details.error) && details.error.code === 1004))
    body = <EmptyState title={t('missing.title')} description={t('missing.description')} />;
  else if (details.isPending) body = <ListSkeleton rows={4} />;
  else if (details.isError) body = <LoadFailed description={details.error.message} onRetry={() => void details.refetch()} />;
  else if (d)
    body = (
      <>
        <ShopHeader shop={d} followed={follow.data?.followed ?? false} />
        {metric.data && <Metrics metric={metric.data} />}
        <section className="mall-card mall-shop-section" data-testid="shop-info">
          <h3 className="mall-shop-section-title">{t('detail.info')}</h3>
          <dl className="mall-shop-rows">
            {d.intro && (
              <>
                <dt>{t('detail.intro')}</dt>
                <dd>{d.intro}</dd>
              </>
            )}
            <dt>{t('detail.merchant')}</dt>
            <dd>
              {d.merchant.name} ({t(`detail.merchantKind.${d.merchant.kind}`)})
            </dd>
            <dt>{t('detail.kind')}</dt>
            <dd>{t(`detail.shopKind.${d.kind}`)}</dd>
            <dt>{t('detail.region')}</dt>
            <dd>{d.region}</dd>
            <dt>{t('detail.address')}</dt>
            <dd>{d.address}</dd>
            {d.phone && (
              <>
                <dt>{t('detail.phone')}</dt>
                <dd>
                  <a href={`tel:${d.phone}`}>{d.phone}</a>
                </dd>
              </>
            )}
            <dt>{t('detail.openedAt')}</dt>
            <dd>{formatDate(d.openedAt, i18n.language)}</dd>
            {d.kind === 'takeaway' && (
              <>
                <dt>{t('detail.minOrder')}</dt>
                <dd>{money(d.minOrderAmount).text}</dd>
                <dt>{t('detail.deliveryFee')}</dt>
                <dd>{d.deliveryFee === 0 ? t('detail.freeDelivery') : money(d.deliveryFee).text}</dd>
                <dt>{t('detail.deliveryRange')}</dt>
                <dd>{t('detail.deliveryRangeValue', { distance: formatDistance(d.deliveryRadiusM / 1000), minutes: d.deliveryMinutes })}</dd>
              </>
            )}
          </dl>
        </section>
        {times.data && <Hours times={times.data} />}
        <Addresses addresses={addresses.data ?? []} />
        <Link className="mall-card mall-shop-link-row" to={shopCertPath(d.id)} data-testid="shop-cert-link">
          <span>{t('detail.documents', { count: d.qualificationCount + d.certificateCount })}</span>
          <span aria-hidden="true">›</span>
        </Link>
      </>
    );

  return (
    <Page name="shop/detail">
      <PageNavBar title={t('detail.title')} />
      <PageRefresh onRefresh={() => Promise.all([details.refetch(), follow.refetch(), metric.refetch(), times.refetch(), addresses.refetch()])}>
        <main className="mall-page-body mall-shop-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
