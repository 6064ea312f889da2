import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { APP_TYPES, HEADERS } from '@mall/contract/platform/headers';
import { installDocs } from './platform/docs.ts';
import { createDomainEvents, deleteDeliveredEvents } from './platform/domain-events.ts';
import { runPeriodically } from './platform/periodic.ts';
import type { Deps } from './platform/deps.ts';
import { installErrorHandling } from './platform/http-errors.ts';
import { installJsonBody } from './platform/json-body.ts';
import { createRateLimit } from './platform/rate-limit.ts';
import { requestIds } from './platform/request-ids.ts';
import { readRequestContext, unknownAppType } from './platform/request-context.ts';
import { ValidationFailure, zodValidatorCompiler } from './platform/validation.ts';
import { installWebApp } from './platform/web-app.ts';
import { queryDecorateConfig } from './modules/decorate/decorate.api.ts';
import { catalogueFirstCalls } from './modules/catalogue/catalogue.api.ts';
import { isOwnFirstCall } from './platform/first-answers.ts';
import { homeChangesOf } from './platform/home-changes.ts';
import { accountModule } from './modules/account/account.plugin.ts';
import { aftersaleModule } from './modules/aftersale/aftersale.plugin.ts';
import { appModule } from './modules/app/app.plugin.ts';
import { cartModule } from './modules/cart/cart.plugin.ts';
import { catalogueModule } from './modules/catalogue/catalogue.plugin.ts';
import { chatModule } from './modules/chat/chat.plugin.ts';
import { complaintModule } from './modules/complaint/complaint.plugin.ts';
import { couponModule } from './modules/coupon/coupon.plugin.ts';
import { decorateModule } from './modules/decorate/decorate.plugin.ts';
import { invoiceModule } from './modules/invoice/invoice.plugin.ts';
import { locationModule } from './modules/location/location.plugin.ts';
import { logisticsModule } from './modules/logistics/logistics.plugin.ts';
import { loyaltyModule } from './modules/loyalty/loyalty.plugin.ts';
import { merchantModule } from './modules/merchant/merchant.plugin.ts';
import { messagingModule } from './modules/messaging/messaging.plugin.ts';
import { orderModule } from './modules/order/order.plugin.ts';
import { paymentModule } from './modules/payment/payment.plugin.ts';
import { resourceModule } from './modules/resource/resource.plugin.ts';
import { shopModule } from './modules/shop/shop.plugin.ts';
import { takeawayModule } from './modules/takeaway/takeaway.plugin.ts';
import { walletModule } from './modules/wallet/wallet.plugin.ts';
import { shareModule } from './modules/share/share.plugin.ts';
import { auditModule } from './modules/audit/audit.plugin.ts';
import { withdrawModule } from './modules/withdraw/withdraw.plugin.ts';
import { groupbuyModule } from './modules/groupbuy/groupbuy.plugin.ts';
import { healthModule } from './modules/health/health.plugin.ts';
import { operatorRoles, resolveSession, sessionResolver } from './modules/account/account.api.ts';
import { hasShopRight, isShopStaff, shopsWithRight } from './modules/shop/shop.api.ts';
import { composeModules, type ServerModule } from './platform/module.ts';
import type { AccessProviders } from './platform/access.ts';

/** Every module, each after the modules it depends on (module.ts: Fastify checks the order at start). */
export const MODULES: readonly ServerModule[] = [
  resourceModule,
  locationModule,
  decorateModule,
  messagingModule,
  walletModule,
  accountModule,
  appModule,
  shopModule,
  catalogueModule,
  couponModule,
  cartModule,
  orderModule,
  paymentModule,
  withdrawModule,
  shareModule,
  auditModule,
  logisticsModule,
  loyaltyModule,
  merchantModule,
  invoiceModule,
  aftersaleModule,
  complaintModule,
  chatModule,
  takeawayModule,
  groupbuyModule,
  healthModule,
];

/** The modules' answers to the platform's access checks (platform/access.ts). */
function accessProviders({ db, events, config }: DepsWithoutLog): AccessProviders {
  const keptSession = sessionResolver(db, events, config.sessionKeepMs);
  return {
    async resolveSession(token, appType, fresh) {
      const found = await (fresh ? resolveSession(db, token) : keptSession(token));
      // A token works only with the app it was issued to: the one-session-per-app rule would mean nothing otherwise.
      return found.state === 'live' ? (found.appType === appType ? found : { state: 'ended' }) : found;
    },
    isShopStaff: (accountId) => isShopStaff(db, accountId),
    hasShopRight: (accountId, shopId, right) => hasShopRight(db, accountId, shopId, right),
    shopsWithRight: (accountId, right) => shopsWithRight(db, accountId, right),
    operatorRoles: (accountId) => operatorRoles(db, accountId),
  };
}

/** What the app is built on; the app adds its logger, its domain events (subscribers belong to this app) and access. */
export type DepsWithoutLog = Omit<Deps, 'log' | 'domainEvents' | 'access'>;

/** Builds the whole HTTP app on the given dependencies: used by main.ts and by the API tests. */
export interface BuildOptions {
  logger?: boolean;
  /** Adds to the app before it is ready, with the app's dependencies (tests register endpoints of their own). */
  extend?: (app: FastifyInstance, deps: Deps) => void;
}

export async function buildApp(base: DepsWithoutLog, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = base;
  const serverOptions: FastifyServerOptions = {
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    genReqId: requestIds(),
    trustProxy: config.trustProxy,
    // Deep or huge payloads are refused before they reach validation.
    routerOptions: { maxParamLength: 200 },
  };
  const app = Fastify(serverOptions);
  const domainEvents = createDomainEvents(base.backgroundDb, base.events, {
    onError: (err, where) => app.log.warn({ err, ...where }, 'a domain event delivery failed; it is retried'),
  });
  const deps: Deps = { ...base, log: app.log, domainEvents, access: accessProviders(base) };
  // Delivery starts once every module's subscribers are registered, on instances that run jobs.
  app.addHook('onReady', async () => {
    if (!config.jobs) return;
    domainEvents.start();
    runPeriodically(app, deps, 3_600_000, 'deleted delivered domain events', (bg) => deleteDeliveredEvents(bg.db));
  });
  app.addHook('onClose', async () => domainEvents.stop());

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    const zod = schema as { safeParse?: (v: unknown) => { success: boolean; error?: unknown } };
    if (!config.validateResponses || typeof zod.safeParse !== 'function') return (data) => JSON.stringify(data);
    // In development and tests every success must match its contract, so a drifting response fails loudly.
    return (data) => {
      const result = zod.safeParse!(data);
      if ((data as { success?: boolean }).success && !result.success) {
        throw new Error(`response does not match its contract: ${JSON.stringify(result.error)}`);
      }
      return JSON.stringify(data);
    };
  });
  installJsonBody(app, config.bodyLimit);
  installErrorHandling(app);

  const rateLimit = createRateLimit({
    max: config.rateLimitMax,
    windowMs: 60_000,
    // The limit guards the API; the app's own scripts, styles and images (about 30 files a page load) are free,
    // and so are the calls the server answers ahead for a page it serves (platform/first-answers.ts).
    allow: (req) => !req.url.startsWith('/api/') || isOwnFirstCall(req),
  });
  app.addHook('onRequest', (req, reply, done) => {
    req.ctx = readRequestContext(req);
    // The page policies (helmet, below) are for the web app's HTML; this header matters for every response.
    reply.header('x-content-type-options', 'nosniff');
    const limited = rateLimit(req, reply);
    if (limited || !req.url.startsWith('/api/') || !unknownAppType(req)) return done(limited);
    // Sessions are kept one per account and app type, so only the apps the product ships may name one.
    done(new ValidationFailure([{ field: HEADERS.appType, message: `must be one of ${APP_TYPES.join(', ')}` }]));
  });
  await installDocs(app);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  await composeModules(app, deps, MODULES);

  // The web app in a context of its own, so that helmet's page policies (CSP, frame and opener rules) run for
  // pages and assets but not for API calls: there they cost about a tenth of the throughput and mean nothing
  // to a JSON answer. Unknown paths, API ones included, fall to this context's not-found handler.
  await app.register(async (web) => {
    await web.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
        },
      },
    });
    await installWebApp(web, config.webDist, async () => {
      const { defaultLanguage } = await queryDecorateConfig(deps.settings, 'en');
      return queryDecorateConfig(deps.settings, defaultLanguage);
    }, catalogueFirstCalls, config.catalogueCacheMs, (clear) => homeChangesOf(deps.events).onChange(clear));
  });
  options.extend?.(app, deps);
  return app;
}
