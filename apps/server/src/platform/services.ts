import path from 'node:path';
import pg from 'pg';
import type { Config } from './config.ts';
import { connectDatabase, migrateDatabase, type Db } from './database.ts';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { createEventBus, type EventBus } from './events.ts';
import { startJobQueue, type JobQueue } from './jobs.ts';
import { createOutboxSender, type Sender } from './sender.ts';
import { createSettings, type Settings } from './settings.ts';
import { seedDatabase } from '../seed/seed.ts';

// The connections background work may hold at once: the dispatcher's four deliveries, the sweeps' and the demo
// merchant's concurrent moves, and a job's transaction (pg-boss fetches and completes jobs on a pool of its own).
const BACKGROUND_POOL = 10;

export interface Services {
  config: Config;
  db: Db;
  /** Background work's own pool (deps.ts). */
  backgroundDb: Db;
  events: EventBus;
  jobs: JobQueue;
  settings: Settings;
  sender: Sender;
  stop(): Promise<void>;
}

/**
 * Brings up everything the HTTP app stands on: PostgreSQL (the embedded one unless DATABASE_URL is set),
 * migrations, the seed, the event bus and the job queue; `stop` takes them down in reverse order.
 */
export async function startServices(config: Config, log: (msg: string) => void): Promise<Services> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort, log);
    url = embedded.url;
  }
  const db = connectDatabase(url);
  try {
    await migrateDatabase(db);
    if (config.seed) {
      const { seeded } = await seedDatabase(db);
      log(seeded ? 'seeded the database' : 'database already seeded');
    }
    const events = createEventBus(db, url, (err) => log(`event bus: ${String(err)}`));
    const jobs = await startJobQueue(url, { work: config.jobs, onError: (err) => log(`jobs: ${String(err)}`) });
    const settings = createSettings(db, events);
    const sender = createOutboxSender(db, log);
    const backgroundDb = connectDatabase(url, BACKGROUND_POOL);
    return {
      config,
      db,
      backgroundDb,
      events,
      jobs,
      settings,
      sender,
      async stop() {
        await jobs.stop().catch((err) => log(`jobs stop: ${String(err)}`));
        await events.close();
        await backgroundDb.$client.end();
        await db.$client.end();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
    throw err;
  }
}

/**
 * The database alone, migrated, for a command run beside the mall (`operator:create`): DATABASE_URL; else the
 * embedded PostgreSQL of a running mall; else the embedded one started for the command and stopped after it.
 */
export async function openDatabase(config: Config, log: (msg: string) => void): Promise<{ db: Db; close(): Promise<void> }> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const running = new pg.Client({ connectionString: embeddedUrl(config.embeddedPgPort) });
    const reachable = await running.connect().then(
      async () => {
        await running.end();
        return true;
      },
      () => false,
    );
    if (reachable) url = embeddedUrl(config.embeddedPgPort);
    else {
      embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.embeddedPgPort, log);
      url = embedded.url;
    }
  }
  const db = connectDatabase(url, 2);
  await migrateDatabase(db);
  return {
    db,
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}
