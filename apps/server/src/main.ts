import { loadConfig } from './platform/config.ts';
import { startServices } from './platform/services.ts';
import { buildApp } from './app.ts';
import { putBackAfterStoppedLoad } from './seed/scale-settings.ts';
import { DEMO_MERCHANT_EMAIL, DEMO_MERCHANT_PASSWORD, DEMO_OPERATOR } from './seed/operator.ts';

// Starts the mall: database, migrations, seed, jobs, then the HTTP server; Ctrl-C or SIGTERM stop it cleanly.
const config = loadConfig();
const say = (msg: string) => console.log(`[mall] ${msg}`);

const services = await startServices(config, say);
try {
  await putBackAfterStoppedLoad(services.db, say);
} catch (err) {
  // A scale load running on this database with a unique index set aside: the mall does not serve meanwhile.
  say(`not serving: ${err instanceof Error ? err.message : String(err)}`);
  await services.stop();
  process.exit(1);
}
const app = await buildApp(services);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping`);
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  await app.close().catch(() => {});
  await services.stop().catch((err) => say(`stop: ${String(err)}`));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  say(`serving on http://localhost:${config.port} (API docs at /api/docs)`);
  if (config.demo) {
    say(`platform console: http://localhost:${config.port}/platform/ (demo operator ${DEMO_OPERATOR.email}, password ${DEMO_OPERATOR.password})`);
    say(`merchant console: http://localhost:${config.port}/merchant/index (demo merchant ${DEMO_MERCHANT_EMAIL}, password ${DEMO_MERCHANT_PASSWORD})`);
  }
} catch (err) {
  say(`cannot listen on port ${config.port}: ${String(err)}`);
  await services.stop();
  process.exit(1);
}
