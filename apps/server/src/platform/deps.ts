import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './database.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from './jobs.ts';
import type { Sender } from './sender.ts';
import type { Settings } from './settings.ts';

/** What the server's modules are built with; tests build the same from their own database. */
export interface Deps {
  config: Config;
  db: Db;
  events: EventBus;
  jobs: JobQueue;
  settings: Settings;
  sender: Sender;
  log: FastifyBaseLogger;
}
