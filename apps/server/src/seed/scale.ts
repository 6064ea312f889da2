import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { startServices } from '../platform/services.ts';
import { topUpGoods } from './scale-goods.ts';
import { checkScaleShops, topUpShops } from './scale-shops.ts';
import { restoreDroppedIndexes } from './scale-indexes.ts';
import { withLoadSettings } from './scale-settings.ts';
import { checkScaleOrders, topUpOrders, topUpShoppers } from './scale-orders.ts';
import { checkScaleShipments, topUpShipments } from './scale-shipments.ts';
import { checkScaleReviews, topUpReviews } from './scale-reviews.ts';
import { checkScalePoints, topUpPoints } from './scale-points.ts';
import { checkScaleChats, topUpChats } from './scale-chats.ts';
import { checkScaleInvoices, topUpInvoices } from './scale-invoices.ts';
import { checkScaleCoupons, topUpCoupons } from './scale-coupons.ts';
import { checkScaleReturns, topUpReturns } from './scale-returns.ts';

/**
 * The scale generator for benchmarks, on DATABASE_URL or on the embedded PostgreSQL in DATA_DIR, migrated and seeded
 * first as `npm start` does. Each option tops its table up to that many in all (a second run adds nothing):
 *   npx tsx apps/server/src/seed/scale.ts --shops 1000 --goods 1000000 --shoppers 1000000 --orders 10000000
 * Shops come first (branches of the demo's mall shops), then goods (orders buy them), then shoppers, then orders, then a check of the orders' books; then, for every
 * generated order and shopper, their parcels, reviews, score points, chats, invoices, claimed coupons and returns,
 * each checked after it is written.
 */
const { values } = parseArgs({ options: { shops: { type: 'string' }, goods: { type: 'string' }, shoppers: { type: 'string' }, orders: { type: 'string' } } });
const targets = { shops: values.shops, goods: values.goods, shoppers: values.shoppers, orders: values.orders };
const parsed = Object.fromEntries(Object.entries(targets).filter(([, v]) => v !== undefined).map(([k, v]) => [k, Number(v)]));
if (Object.keys(parsed).length === 0 || Object.values(parsed).some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: npx tsx apps/server/src/seed/scale.ts [--shops N] [--goods N] [--shoppers N] [--orders N]   (totals, e.g. --goods 100000)');
  process.exit(2);
}

const say = (msg: string) => console.log(`[scale] ${msg}`);
// The load's connections go by their own name, so that it can tell a running mall's from its own (scale-indexes.ts).
process.env.PGAPPNAME = 'mall seed:scale';
const started = Date.now();
const services = await startServices({ ...loadConfig(), seed: true, jobs: false }, say);
try {
  await withLoadSettings(services.db, say, async () => {
    // A load stopped half-way left indexes dropped (scale-indexes.ts): they come back before anything reads, under
    // the load's lock, so a mall starting meanwhile does not build them at the same time.
    await restoreDroppedIndexes(services.db, say);
    if (parsed.shops) {
      await topUpShops(services.db, parsed.shops, say);
      const problems = await checkScaleShops(services.db);
      if (problems.length > 0) throw new Error(`the generated shops do not add up: ${problems.join('; ')}`);
    }
    if (parsed.goods) await topUpGoods(services.db, parsed.goods, say);
    if (parsed.shoppers) await topUpShoppers(services.db, parsed.shoppers, say);
    if (parsed.orders) {
      await topUpOrders(services.db, parsed.orders, say);
      const problems = await checkScaleOrders(services.db);
      if (problems.length > 0) throw new Error(`the generated orders do not add up: ${problems.join('; ')}`);
      say('checked: every order adds up, every paid order has its payment, no refund exceeds its payment');
    }
    // What the generated orders and shoppers lead to, each topped up for all of them (a second run adds nothing).
    if (parsed.orders || parsed.shoppers) {
      const parts: [string, (db: typeof services.db, say: (msg: string) => void) => Promise<number>, (db: typeof services.db) => Promise<string[]>][] = [
        ['shipments', topUpShipments, checkScaleShipments],
        ['reviews', topUpReviews, checkScaleReviews],
        ['points', topUpPoints, checkScalePoints],
        ['chats', topUpChats, checkScaleChats],
        ['invoices', topUpInvoices, checkScaleInvoices],
        ['coupons', topUpCoupons, checkScaleCoupons],
        // After points and invoices: a return takes its order's points back and credits its invoice.
        ['returns', topUpReturns, checkScaleReturns],
      ];
      for (const [what, topUp, check] of parts) {
        const at = Date.now();
        const rows = await topUp(services.db, say);
        const seconds = (Date.now() - at) / 1000;
        say(`${what}: ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s)`);
        const checkedAt = Date.now();
        const problems = await check(services.db);
        if (problems.length > 0) throw new Error(`the generated ${what} do not add up: ${problems.join('; ')}`);
        say(`${what} checked in ${((Date.now() - checkedAt) / 1000).toFixed(1)} s`);
      }
      say('checked: parcels end in their orders\' states, review counters equal the reviews, every points balance equals its entries and lots, chats are numbered without gaps, invoice numbers run without gaps, no coupon is claimed past its total, every return is refunded within what was paid with its points taken back and its invoice credited');
    }
  });
  say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await services.stop();
}
