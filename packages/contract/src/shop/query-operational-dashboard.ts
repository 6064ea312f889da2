import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'shop/query/operational/dashboard';

export const DASHBOARD_PERIODS = [7, 30] as const;

export const ZQueryOperationalDashboardRequest = z.strictObject({
  shopId: ZShopId,
  /** The period of the totals and the chart, in business days ending today. */
  days: z.union([z.literal(7), z.literal(30)]).default(7),
});
export type TQueryOperationalDashboardRequest = z.input<typeof ZQueryOperationalDashboardRequest>;

/**
 * A shop's figures over some business days (the platform's time zone): sales are the pay amounts of the orders paid
 * then (minor units), orders their count, paying shoppers the distinct shoppers who paid, visitors the distinct
 * visitors of the shop's page or goods; conversion is paying shoppers per visitor (in ‰, null without visitors) and the
 * average order sales per order (null without orders).
 */
export const ZDashboardFigures = z.object({
  sales: z.number().int(),
  orders: z.number().int(),
  payingShoppers: z.number().int(),
  visitors: z.number().int(),
  conversionPermille: z.number().int().nullable(),
  averageOrder: z.number().int().nullable(),
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

export const ZDashboardDay = z.object({
  day: z.string().describe('YYYY-MM-DD'),
  sales: z.number().int(),
  orders: z.number().int(),
  payingShoppers: z.number().int(),
  visitors: z.number().int(),
});

export const ZQueryOperationalDashboardResponse = z.object({
  shopId: z.number().int(),
  timeZone: z.string(),
  today: ZDashboardFigures,
  yesterday: ZDashboardFigures,
  /** The whole period, today included. */
  period: ZDashboardFigures,
  /** Each day of the period, oldest first. */
  series: z.array(ZDashboardDay),
  /** Orders paid and waiting to be shipped, now. */
  toShip: z.number().int(),
});
export type TQueryOperationalDashboardResponse = z.infer<typeof ZQueryOperationalDashboardResponse>;

export const queryOperationalDashboard = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary: "A shop's sales, orders, paying shoppers, visitors, conversion and average order today, yesterday and over 7 or 30 days, day by day",
  request: ZQueryOperationalDashboardRequest,
  response: ZQueryOperationalDashboardResponse,
});
