import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../platform/database.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';
import { seedDatabase } from '../seed/seed.ts';
import { freePort } from './free-port.ts';

export const TEMPLATE_DB = 'mall_template';

/**
 * One real PostgreSQL for the whole API test run, with a migrated and seeded template database; each test file
 * clones it (CREATE DATABASE … TEMPLATE), which takes a fraction of a second.
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-test-pg-'));
  await fs.chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'pg'), await freePort(), () => {});
  const admin = connectDatabase(pg.url, 2);
  await admin.$client.query(`create database ${TEMPLATE_DB}`);
  await admin.$client.end();

  const templateUrl = pg.url.replace(/\/postgres$/, `/${TEMPLATE_DB}`);
  const db = connectDatabase(templateUrl, 2);
  await migrateDatabase(db);
  await seedDatabase(db);
  // Install the job queue's schema once, so that each test database starts its queue quickly.
  await db.$client.query(PgBoss.getConstructionPlans('pgboss'));
  await db.$client.end();

  project.provide('pgUrl', pg.url);
  return async () => {
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}
