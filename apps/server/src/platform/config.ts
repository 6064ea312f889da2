import path from 'node:path';

/** Every setting the server reads, from the environment, with its default (the README's settings table). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When unset the server starts the embedded PostgreSQL in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  logLevel: string;
  /** Requests per minute per client before 429. */
  rateLimitMax: number;
  /** Largest JSON body in bytes before 413. */
  bodyLimit: number;
  /** Check every response against its contract schema (on in development and tests, off in production). */
  validateResponses: boolean;
  /** Serve the built web app from this folder, when it exists. */
  webDist: string;
  /** Run the demo seed on start (idempotent). */
  seed: boolean;
  /** Start the job workers (the queue itself is always there so calls can enqueue). */
  jobs: boolean;
  /** How long public catalogue pages (goods detail) are cached in memory, in ms; 0 turns the cache off. */
  catalogueCacheMs: number;
  /** How long a committed order may stay unpaid, in minutes, before the unpaid-cancel job terminates it. */
  orderPayMinutes: number;
  /** How many days after shipping an order the shopper has not confirmed is completed by the minute sweep (automatic receipt). */
  orderReceiveDays: number;
  production: boolean;
}

const root = path.resolve(import.meta.dirname, '../../../..');

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
}

export function loadConfig(): Config {
  const production = process.env.NODE_ENV === 'production';
  return {
    port: int('PORT', 8080),
    host: process.env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, process.env.DATA_DIR || 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    embeddedPgPort: int('PG_PORT', 5488),
    logLevel: process.env.LOG_LEVEL || 'info',
    rateLimitMax: int('RATE_LIMIT_MAX', 600),
    bodyLimit: int('BODY_LIMIT', 1024 * 1024),
    validateResponses: bool('VALIDATE_RESPONSES', !production),
    webDist: path.resolve(root, process.env.WEB_DIST || 'apps/web/dist'),
    seed: bool('SEED', true),
    jobs: bool('JOBS', true),
    catalogueCacheMs: int('CATALOGUE_CACHE_MS', 5000),
    orderPayMinutes: int('ORDER_PAY_MINUTES', 30),
    orderReceiveDays: int('ORDER_RECEIVE_DAYS', 10),
    production,
  };
}

export const projectRoot = root;
