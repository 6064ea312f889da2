import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './database.ts';
import type { DomainEvents } from './domain-events.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from './jobs.ts';
import type { Sender } from './sender.ts';
import type { Settings } from './settings.ts';

/** What the server's modules are built with; tests build the same from their own database. */
export interface Deps {
  config: Config;
  db: Db;
  /** Cross-instance notifications (LISTEN/NOTIFY): settings changes, wake-ups. */
  events: EventBus;
  /** Domain events through the outbox: published in the causing transaction, delivered to subscribers after. */
  domainEvents: DomainEvents;
  jobs: JobQueue;
  settings: Settings;
  sender: Sender;
  log: FastifyBaseLogger;
}
