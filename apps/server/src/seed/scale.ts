import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { startServices } from '../platform/services.ts';
import { topUpGoods } from './scale-goods.ts';

/**
 * The scale generator for benchmarks: `npx tsx apps/server/src/seed/scale.ts --goods 100000` makes the
 * catalogue hold that many goods in all (see scale-goods.ts), on DATABASE_URL or on the embedded PostgreSQL
 * in DATA_DIR, migrated and seeded first as `npm start` does.
 */
const { values } = parseArgs({ options: { goods: { type: 'string' } } });
const target = Number(values.goods);
if (!values.goods || !Number.isInteger(target) || target < 1) {
  console.error('usage: npx tsx apps/server/src/seed/scale.ts --goods <number of goods in all, e.g. 100000>');
  process.exit(2);
}

const say = (msg: string) => console.log(`[scale] ${msg}`);
const started = Date.now();
const services = await startServices({ ...loadConfig(), seed: true, jobs: false }, say);
try {
  await topUpGoods(services.db, target, say);
  say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await services.stop();
}
