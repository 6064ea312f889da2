// The production app for a benchmark, in a child process on an embedded PostgreSQL of its own (a scratch folder,
// seeded like `npm start`; about a minute the first time). The parent gets the database's URL, to prepare rows
// and read results, and the child's pid, to measure its processor time.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServerOptions {
  port: number;
  pgPort: number;
  /** Keep the database in this folder (no second seeding next time); otherwise a scratch folder, removed at the end. */
  dataDir?: string | undefined;
  /** Whether this instance runs the job workers, the domain events and the sweeps (the API benchmarks turn them off). */
  jobs: boolean;
  /** More settings for the app, as environment variables (e.g. ORDER_PAY_MINUTES). */
  env?: Record<string, string>;
}

export interface BenchServer {
  databaseUrl: string;
  pid: number;
  dataDir: string;
  /** The child's memory after a full garbage collection (its heap, and what the process holds), in MB. */
  memory(): Promise<{ heapUsedMb: number; rssMb: number }>;
  stop(): Promise<void>;
}

const ROLE = 'MALL_BENCH_SERVER';
const PROFILE_DIR = process.env.BENCH_CPU_PROF;

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const child = fork(import.meta.filename, [], {
    env: {
      ...process.env,
      ...options.env,
      [ROLE]: options.jobs ? 'jobs' : 'api',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PG_PORT: String(options.pgPort),
      BENCH_PORT: String(options.port),
    },
    // BENCH_CPU_PROF=<folder>: every benchmarked app writes a CPU profile there when it stops (open it in Chrome's DevTools).
    execArgv: ['--import', 'tsx', '--expose-gc', ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [])],
  });
  const databaseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
  return {
    databaseUrl,
    pid: child.pid!,
    dataDir,
    memory() {
      return new Promise((resolve) => {
        child.once('message', (m) => resolve(m as { heapUsedMb: number; rssMb: number }));
        child.send('memory');
      });
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The child: the app without a rate limit or response validation, answering its database URL once it listens. */
async function serve(jobs: boolean) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/platform/config.ts');
  const { startServices } = await import('../apps/server/src/platform/services.ts');
  // An instance running jobs says what failed in the background (a bench of it would otherwise hide its errors).
  const config = { ...loadConfig(), logLevel: jobs ? 'warn' : 'silent', rateLimitMax: 1_000_000_000, validateResponses: false, jobs };
  const services = await startServices(config, () => {});
  const app = await buildApp(services, { logger: false });
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  process.send?.({ url: (services.db.$client as unknown as { options: { connectionString: string } }).options.connectionString });
  // Asked by the parent: memory after a full collection (node runs with --expose-gc), so what is measured is held.
  process.on('message', (m) => {
    if (m !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    const used = process.memoryUsage();
    process.send?.({ heapUsedMb: used.heapUsed / 2 ** 20, rssMb: used.rss / 2 ** 20 });
  });
  process.on('SIGTERM', async () => {
    await app.close();
    await services.stop();
    process.exit(0);
  });
}

if (process.env[ROLE]) await serve(process.env[ROLE] === 'jobs');
