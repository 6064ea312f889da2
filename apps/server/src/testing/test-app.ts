import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { API_BASE, fillPath, type Endpoint, type Envelope } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import type { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { connectDatabase, type Db } from '../platform/database.ts';
import { createEventBus, type EventBus } from '../platform/events.ts';
import { startJobQueue, type JobQueue } from '../platform/jobs.ts';
import { createSettings, type Settings } from '../platform/settings.ts';
import type { Deps } from '../platform/deps.ts';
import type { DomainEvents } from '../platform/domain-events.ts';
import { createOutboxSender, type Sender } from '../platform/sender.ts';
import { TEMPLATE_DB } from './global-setup.ts';

export interface CallOptions {
  token?: string;
  lang?: string;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  url: string;
  events: EventBus;
  jobs: JobQueue;
  settings: Settings;
  sender: Sender;
  config: Config;
  domainEvents: DomainEvents;
  /** Calls an endpoint as the web app would and returns the envelope and the HTTP status. */
  call<E extends Endpoint>(
    endpoint: E,
    body?: unknown,
    options?: CallOptions,
  ): Promise<{ status: number; body: Envelope<z.output<E['response']>> }>;
  /** Sends anything to any path: for the malformed-input tests. */
  raw(options: { path: string; payload?: string; headers?: Record<string, string>; method?: 'POST' | 'GET' }): Promise<{
    status: number;
    body: Envelope<unknown>;
  }>;
}

/** A database of its own (cloned from the seeded template) and the whole app on it, closed after the file. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance, deps: Deps) => void,
): Promise<TestApp> {
  const adminUrl = inject('pgUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(adminUrl, 1);
  await admin.$client.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.$client.end();

  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const config: Config = {
    ...loadConfig(),
    databaseUrl: url,
    logLevel: 'silent',
    rateLimitMax: 100_000,
    validateResponses: true,
    seed: false,
    webDist: '/nonexistent',
    // Uploads of tests go to a scratch folder, never into the developer's data.
    dataDir: path.join(os.tmpdir(), 'mall-test-data'),
    // Tests change rows (sessions too) and read them back at once; the caches have their own tests.
    catalogueCacheMs: 0,
    sessionKeepMs: 0,
    // Tests move pay deadlines into the past and look at the order before anything cancels it; the sweep's own
    // test runs it often.
    orderSweepSeconds: 3600,
    // Every test calls from one address; the throttle tests set their own limits.
    throttle: { loginsPerAddress: 100_000, codesPerAddressHour: 100_000, signupsPerAddressHour: 100_000 },
    ...overrides,
  };
  const db = connectDatabase(url, 10);
  const events = createEventBus(db, url);
  const jobs = await startJobQueue(url, { work: true, pollingSeconds: 0.5 });
  const settings = createSettings(db, events);
  const sender = createOutboxSender(db, () => {});
  let deps!: Deps;
  const app = await buildApp(
    // Background work shares the test's pool: one database per test file, and nothing here loads it.
    { config, db, backgroundDb: db, events, jobs, settings, sender },
    {
      logger: false,
      extend: (built, d) => {
        deps = d;
        extend?.(built, d);
      },
    },
  );
  await app.ready();

  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await events.close();
    await db.$client.end();
  });

  return {
    app,
    db,
    url,
    events,
    jobs,
    settings,
    sender,
    config,
    domainEvents: deps.domainEvents,
    ...callerOf(app),
  };
}

/** The `call` and `raw` of a TestApp, sent to this app instance. */
export function callerOf(app: FastifyInstance): Pick<TestApp, 'call' | 'raw'> {
  return {
    async call(endpoint, body = {}, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
      if (options.token) headers[HEADERS.token] = options.token;
      if (options.lang) headers[HEADERS.lang] = options.lang;
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE}/${fillPath(endpoint.path, options.params)}`,
        headers,
        payload: JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() };
    },
    async raw({ path, payload, headers = {}, method = 'POST' }) {
      const res = await app.inject({
        method,
        url: path,
        headers: { 'content-type': 'application/json', ...headers },
        ...(payload !== undefined ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    },
  };
}
