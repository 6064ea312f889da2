import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../platform/database.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';
import { seedDatabase } from '../seed/seed.ts';

export const TEMPLATE_DB = 'mall_template';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

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
