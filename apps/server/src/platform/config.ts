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
  /**
   * Which proxies' X-Forwarded-For names the client (Fastify's trustProxy): off, every proxy, or their addresses.
   * Off by default, so a client cannot pick its own address and slip past the rate limit.
   */
  trustProxy: boolean | string;
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
  /** How long an instance keeps a live session it read (modules/account/session-keeper.ts); 0 keeps none. */
  sessionKeepMs: number;
  /** How long a committed order may stay unpaid, in minutes, before the overdue sweep terminates it. */
  orderPayMinutes: number;
  /** Seconds between the overdue sweeps of an instance that runs jobs: an unpaid order is cancelled this soon after its deadline. */
  orderSweepSeconds: number;
  /** How many days after shipping an order the shopper has not confirmed is completed by the minute sweep (automatic receipt). */
  orderReceiveDays: number;
  /** After-sales: how long a shop has to answer a request before it is taken as agreed, and for how many days after receipt a received order takes returns and exchanges. */
  returnRespondHours: number;
  returnWindowDays: number;
  /** Seconds between the simulated carrier's tracking events of a parcel (a demo shows progress within minutes). */
  logisticsSimStepSeconds: number;
  /** Seconds after payment the demo merchant ships orders of the seeded shops; 0 is off, and it is always off in production. */
  demoAutoShipSeconds: number;
  /** Payments and the wallet (modules/payment, modules/wallet). */
  payment: {
    /** Minor units every new wallet opens with on top of the register gift, so demo shoppers can pay by wallet (0 in production). */
    walletDemoAmount: number;
    /** Whether the sandbox and scan channels (signed test packages) may be used; off in production unless asked for. */
    sandbox: boolean;
    /** The HMAC key of sandbox packages; when unset one is generated once and kept in the settings table. */
    sandboxSecret: string | undefined;
    /** Hours an order waits, past its pay deadline, while the merchant reviews an offline transfer voucher. */
    offlineReviewHours: number;
    /** WeChat Pay and Alipay merchant keys; their channels answer "not configured" until set. */
    wxpayMchId: string | undefined;
    alipayAppId: string | undefined;
  };
  /**
   * The demo marketplace (`npm start` on the seeded shops): the payment sandbox, demo wallet money and the demo
   * merchant who ships paid orders. Follows SEED unless DEMO says otherwise, so a real deployment (SEED=false)
   * has none of them; NODE_ENV=production alone does not turn them off, because `npm start` runs production builds.
   */
  demo: boolean;
  /** The time zone of the platform's business days (the merchants' daily figures); an IANA name. */
  businessTimeZone: string;
  /**
   * The key of an external map provider (MAP_KEY), for what the built-in gazetteer cannot answer (geocoding a street
   * address); unset by default, when such calls answer "Map key not configured." (modules/location).
   */
  mapKey: string | undefined;
  /** The HMAC key of private files' signed links (resource/private-files.ts); generated once and stored when unset. */
  fileUrlSecret: string | undefined;
  /** Per client address, across instances (modules/account/throttle.ts); a login name's password guesses have fixed rules. */
  throttle: {
    /** Password and code logins (and code sign-ups) from one address in 15 minutes; successful ones are given back. */
    loginsPerAddress: number;
    /** Verification codes asked for from one address, and from one device, in an hour. */
    codesPerAddressHour: number;
    /** New accounts from one address in an hour. */
    signupsPerAddressHour: number;
  };
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

/** `TRUST_PROXY`: unset or false is off, true trusts every hop, anything else lists addresses or CIDRs. */
function trustProxy(): boolean | string {
  const raw = process.env.TRUST_PROXY?.trim();
  if (!raw || raw.toLowerCase() === 'false') return false;
  return raw.toLowerCase() === 'true' ? true : raw;
}

function bool(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw.toLowerCase() === 'true';
}

export function loadConfig(): Config {
  const production = process.env.NODE_ENV === 'production';
  const seed = bool('SEED', true);
  const demo = bool('DEMO', seed);
  return {
    port: int('PORT', 8080),
    host: process.env.HOST || '0.0.0.0',
    dataDir: path.resolve(root, process.env.DATA_DIR || 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    embeddedPgPort: int('PG_PORT', 5488),
    logLevel: process.env.LOG_LEVEL || 'info',
    rateLimitMax: int('RATE_LIMIT_MAX', 600),
    trustProxy: trustProxy(),
    bodyLimit: int('BODY_LIMIT', 1024 * 1024),
    validateResponses: bool('VALIDATE_RESPONSES', !production),
    webDist: path.resolve(root, process.env.WEB_DIST || 'apps/web/dist'),
    seed,
    jobs: bool('JOBS', true),
    catalogueCacheMs: int('CATALOGUE_CACHE_MS', 5000),
    sessionKeepMs: int('SESSION_KEEP_MS', 30_000),
    orderPayMinutes: int('ORDER_PAY_MINUTES', 30),
    orderSweepSeconds: int('ORDER_SWEEP_SECONDS', 2),
    orderReceiveDays: int('ORDER_RECEIVE_DAYS', 10),
    returnRespondHours: int('RETURN_RESPOND_HOURS', 48),
    returnWindowDays: int('RETURN_WINDOW_DAYS', 15),
    logisticsSimStepSeconds: int('LOGISTICS_SIM_STEP_SECONDS', 60),
    // Off under Vitest too, so that no other module's test sees its paid orders shipped behind its back.
    demoAutoShipSeconds: demo ? int('DEMO_AUTO_SHIP_SECONDS', process.env.VITEST ? 0 : 20) : 0,
    payment: {
      walletDemoAmount: int('WALLET_DEMO_AMOUNT', demo ? 200_000 : 0),
      sandbox: bool('PAYMENT_SANDBOX', demo),
      sandboxSecret: process.env.PAYMENT_SANDBOX_SECRET || undefined,
      offlineReviewHours: int('ORDER_OFFLINE_REVIEW_HOURS', 72),
      wxpayMchId: process.env.WXPAY_MCH_ID || undefined,
      alipayAppId: process.env.ALIPAY_APP_ID || undefined,
    },
    demo,
    fileUrlSecret: process.env.FILE_URL_SECRET || undefined,
    businessTimeZone: process.env.BUSINESS_TIME_ZONE || 'Asia/Shanghai',
    mapKey: process.env.MAP_KEY || undefined,
    throttle: {
      loginsPerAddress: int('LOGIN_ATTEMPTS_PER_ADDRESS', 30),
      codesPerAddressHour: int('CODES_PER_ADDRESS_HOUR', 20),
      signupsPerAddressHour: int('SIGNUPS_PER_ADDRESS_HOUR', 10),
    },
    production,
  };
}

export const projectRoot = root;
