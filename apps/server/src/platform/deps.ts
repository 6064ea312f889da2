import type { FastifyBaseLogger } from 'fastify';
import type { AccessProviders } from './access.ts';
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
  /**
   * A pool of its own for background work (jobs, sweeps, event deliveries): the shoppers' calls queue for `db`'s
   * connections under load, and background work queued behind them fell minutes behind (bench/background.ts).
   * Background code gets it as `db` through `inBackground`.
   */
  backgroundDb: Db;
  /** Cross-instance notifications (LISTEN/NOTIFY): settings changes, wake-ups. */
  events: EventBus;
  /** Domain events through the outbox: published in the causing transaction, delivered to subscribers after. */
  domainEvents: DomainEvents;
  jobs: JobQueue;
  settings: Settings;
  sender: Sender;
  log: FastifyBaseLogger;
  /** Sessions, shop staff and operators, as the platform's access checks ask about them (app.ts wires the modules in). */
  access: AccessProviders;
}

/** The dependencies as background work uses them: `db` is the background pool. */
export function inBackground(deps: Deps): Deps {
  return { ...deps, db: deps.backgroundDb };
}
