import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQueryOperationalDashboardResponse } from '@mall/contract/shop/query-operational-dashboard';
import { useFormatBaseMoney } from '../../shared/format/base-money.ts';

type Series = TQueryOperationalDashboardResponse['series'];

/**
 * Sales (bars) and orders (line) day by day, drawn by Chart.js, which is loaded with this component only (the
 * console's home, never the shop). A canvas says nothing to a screen reader: the same numbers are in the table
 * below it, which the chart only illustrates.
 */
export function SalesChart({ series }: { series: Series }) {
  const { t, i18n } = useTranslation('merchant');
  const format = useFormatBaseMoney();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('./chart-setup.ts').then(({ drawSalesChart }) => {
      if (cancelled || !canvas.current) return;
      const primary = getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim() || '#0f52ba';
      chart = drawSalesChart(canvas.current, {
        labels: series.map((d) => d.day.slice(5)),
        sales: series.map((d) => d.sales / 100),
        orders: series.map((d) => d.orders),
        salesLabel: t('dashboard.figures.sales'),
        ordersLabel: t('dashboard.figures.orders'),
        colour: primary,
        formatSales: (value) => format(Math.round(value * 100)),
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [series, t, format, i18n.language]);

  return (
    <figure className="mall-dashboard-chart">
      <div className="mall-dashboard-canvas">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <figcaption className="mall-visually-hidden">{t('dashboard.chartCaption')}</figcaption>
      <details className="mall-dashboard-table">
        <summary>{t('dashboard.showTable')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.figures.sales')}</th>
              <th scope="col">{t('dashboard.figures.orders')}</th>
              <th scope="col">{t('dashboard.figures.visitors')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{format(d.sales)}</td>
                <td>{d.orders}</td>
                <td>{d.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
