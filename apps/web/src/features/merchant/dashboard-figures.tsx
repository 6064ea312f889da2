import { useTranslation } from 'react-i18next';
import type { TDashboardFigures } from '@mall/contract/shop/query-operational-dashboard';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';

type Key = 'sales' | 'orders' | 'payingShoppers' | 'visitors' | 'conversion' | 'averageOrder';
const KEYS: readonly Key[] = ['sales', 'orders', 'payingShoppers', 'visitors', 'conversion', 'averageOrder'];

/** One figure as shown: money, a count, or a rate in percent; "--" where it has no meaning (no visitors, no orders). */
function valueOf(f: TDashboardFigures, key: Key, money: (minor: number) => string): string {
  switch (key) {
    case 'sales':
      return money(f.sales);
    case 'averageOrder':
      return f.averageOrder === null ? '--' : money(f.averageOrder);
    case 'conversion':
      return f.conversionPermille === null ? '--' : `${(f.conversionPermille / 10).toFixed(1)}%`;
    default:
      return String(f[key]);
  }
}

/** Today's six figures, each with yesterday's beside it. */
export function DashboardFigures({ today, yesterday }: { today: TDashboardFigures; yesterday: TDashboardFigures }) {
  const { t } = useTranslation('merchant');
  const money = useFormatBaseMoney();
  return (
    <section className="mall-card mall-dashboard-figures" aria-labelledby="dashboard-today">
      <h2 id="dashboard-today" className="mall-dashboard-title">
        {t('dashboard.today')}
      </h2>
      <dl className="mall-dashboard-grid">
        {KEYS.map((key) => (
          <div key={key} className="mall-dashboard-figure" data-figure={key}>
            <dt>{t(`dashboard.figures.${key}`)}</dt>
            <dd>
              <strong>{valueOf(today, key, money)}</strong>
              <span>{t('dashboard.yesterday', { value: valueOf(yesterday, key, money) })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The period's totals in one line each. */
export function PeriodFigures({ period, days }: { period: TDashboardFigures; days: number }) {
  const { t } = useTranslation('merchant');
  const money = useFormatBaseMoney();
  return (
    <dl className="mall-dashboard-period" aria-label={t('dashboard.periodTotals', { days })}>
      {KEYS.map((key) => (
        <div key={key} data-figure={key}>
          <dt>{t(`dashboard.figures.${key}`)}</dt>
          <dd>{valueOf(period, key, money)}</dd>
        </div>
      ))}
    </dl>
  );
}
