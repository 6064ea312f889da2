import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { freePort } from '../testing/free-port.ts';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mall-pg-recovery-'));
await fs.chmod(root, 0o755);
const dir = path.join(root, 'pg');
const running: EmbeddedDatabase[] = [];
afterAll(async () => {
  for (const db of running) await db.stop().catch(() => {});
  await fs.rm(root, { recursive: true, force: true });
});

describe('starting after a crash', () => {
  it('waits for server processes still attached to the old shared memory instead of starting beside them', { timeout: 120_000 }, async () => {
    const port = await freePort();
    // Not stopped at the end: it is killed below.
    const first = await startEmbeddedPostgres(dir, port, () => {});
    // A connection's server process, frozen so that it cannot notice its postmaster die.
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    client.on('error', () => {});
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const postmaster = Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(backend, 'SIGSTOP');
    process.kill(postmaster, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));

    // The frozen process wakes after 1.5 s and leaves; the start must wait for it, and then succeed.
    const logs: string[] = [];
    const started = Date.now();
    const wake = setTimeout(() => process.kill(backend, 'SIGCONT'), 1500);
    try {
      const second = await startEmbeddedPostgres(dir, port, (m) => logs.push(m), 20_000);
      running.push(second);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      expect(logs.some((m) => m.includes('waiting for 1 PostgreSQL process(es) of an earlier start'))).toBe(true);
      const check = new pg.Client({ connectionString: second.url });
      await check.connect();
      expect((await check.query<{ one: number }>('select 1 as one')).rows[0]!.one).toBe(1);
      await check.end();
    } finally {
      clearTimeout(wake);
      try {
        process.kill(backend, 'SIGCONT');
      } catch {
        // Gone already.
      }
      await client.end().catch(() => {});
    }
  });
});
