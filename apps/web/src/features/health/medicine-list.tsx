import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { THealthMedicine } from '@mall/contract/health/query-health-medicines';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { HEALTH_PATHS } from './health-api.ts';
import { useMedicines } from './use-health.ts';

/** One medicine as a row: picture, name, pharmacy, price, and whether it needs a prescription. */
export function MedicineRow({ medicine }: { medicine: THealthMedicine }) {
  const { t } = useTranslation('health');
  const money = useFormatMoney();
  return (
    <li className="mall-card mall-health-row" data-testid="medicine">
      <Link to={HEALTH_PATHS.goods(medicine.goodsId)} className="mall-health-row-link">
        <img src={medicine.image} alt="" width={72} height={72} loading="lazy" />
        <span className="mall-health-row-body">
          <span className="mall-health-row-title">{medicine.title}</span>
          <span className="mall-health-meta">{medicine.shopName}</span>
          <span className="mall-health-row-foot">
            <span className={`mall-health-badge${medicine.drugClass === 'rx' ? ' is-rx' : ''}`}>{t(medicine.drugClass === 'rx' ? 'list.rx' : 'list.otc')}</span>
            <span className="mall-health-price">{money(medicine.price).text}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Medicines page after page (all, OTC only, or one category), loading the next page near the end. */
export function MedicineFeed({ drugClass, categoryId, limit }: { drugClass?: 'otc' | 'rx'; categoryId?: number; limit?: number }) {
  const { t } = useTranslation('health');
  const feed = useMedicines({ ...(drugClass ? { drugClass } : {}), ...(categoryId ? { categoryId } : {}) });
  if (feed.isPending) return <ListSkeleton rows={3} />;
  if (feed.isError) return <LoadFailed description={feed.error.message} onRetry={() => void feed.refetch()} />;
  const all = feed.data.pages.flatMap((p) => p.list);
  const list = limit === undefined ? all : all.slice(0, limit);
  if (list.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <>
      <ul className="mall-health-list" data-testid="medicine-list">
        {list.map((m) => (
          <MedicineRow key={m.goodsId} medicine={m} />
        ))}
      </ul>
      {limit === undefined && (
        <InfiniteScroll
          hasMore={feed.hasNextPage}
          loadMore={async () => {
            await feed.fetchNextPage({ throwOnError: true });
          }}
        >
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className="mall-health-link" onClick={retry}>
                {t('list.loadFailed')}
              </button>
            ) : (
              <span className="mall-health-meta">{hasMore ? t('list.loading') : t('list.end')}</span>
            )
          }
        </InfiniteScroll>
      )}
    </>
  );
}
