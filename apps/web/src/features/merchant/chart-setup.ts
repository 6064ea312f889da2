import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

// Only the pieces the sales chart draws, so the bundle carries no other chart type.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface SalesChartData {
  labels: string[];
  /** In major units, for the axis. */
  sales: number[];
  orders: number[];
  salesLabel: string;
  ordersLabel: string;
  colour: string;
  formatSales: (value: number) => string;
}

/** Draws sales as bars on the left axis and orders as a line on the right one. */
export function drawSalesChart(canvas: HTMLCanvasElement, data: SalesChartData): Chart {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Chart(canvas, {
    data: {
      labels: data.labels,
      datasets: [
        { type: 'bar', label: data.salesLabel, data: data.sales, backgroundColor: `${data.colour}55`, borderColor: data.colour, borderWidth: 1, yAxisID: 'sales' },
        { type: 'line', label: data.ordersLabel, data: data.orders, borderColor: '#c2410c', backgroundColor: '#c2410c', pointRadius: 2, tension: 0.3, yAxisID: 'orders' },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12, font: { size: 12 } } },
        tooltip: {
          callbacks: {
            label: (item) => (item.dataset.yAxisID === 'sales' ? `${item.dataset.label}: ${data.formatSales(Number(item.raw))}` : `${item.dataset.label}: ${String(item.raw)}`),
          },
        },
      },
      scales: {
        x: { grid: { display: false }, ticks: { font: { size: 11 }, maxRotation: 0, autoSkipPadding: 8 } },
        sales: { position: 'left', beginAtZero: true, ticks: { font: { size: 11 } } },
        orders: { position: 'right', beginAtZero: true, grid: { drawOnChartArea: false }, ticks: { precision: 0, font: { size: 11 } } },
      },
    },
  });
}
