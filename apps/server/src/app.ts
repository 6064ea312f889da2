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
import { queryDecorateConfig } from './modules/decorate/decorate.service.ts';
import { catalogueFirstCalls } from './modules/catalogue/first-calls.ts';
import { isOwnFirstCall } from './platform/first-answers.ts';
import { authRoutes } from './modules/account/auth.routes.ts';
import { userRoutes } from './modules/account/user.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { uploadRoutes } from './modules/resource/upload.routes.ts';
import { appRoutes } from './modules/app/app.routes.ts';
import { decorateRoutes } from './modules/decorate/decorate.routes.ts';
import { resourceRoutes } from './modules/resource/resource.routes.ts';
import { nationRoutes } from './modules/location/location.routes.ts';
import { agreementRoutes } from './modules/resource/agreement.routes.ts';
import { addressRoutes } from './modules/account/address.routes.ts';
import { artworkRoutes } from './modules/catalogue/artwork.routes.ts';
import { goodsRoutes } from './modules/catalogue/goods.routes.ts';
import { categoryRoutes } from './modules/catalogue/category.routes.ts';
import { searchRoutes } from './modules/catalogue/search.routes.ts';
import { shortcutRoutes } from './modules/catalogue/shortcut.routes.ts';
import { activityRoutes } from './modules/catalogue/activity.routes.ts';
import { deliveryCostRoutes } from './modules/shop/delivery-costs.routes.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { couponRoutes } from './modules/coupon/coupon.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { fulfilmentRoutes } from './modules/logistics/logistics.routes.ts';

/** What the app is built on; the app adds its logger and its domain events (subscribers belong to this app). */
export type DepsWithoutLog = Omit<Deps, 'log' | 'domainEvents'>;

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
  const domainEvents = createDomainEvents(base.db, base.events, {
    onError: (err, where) => app.log.warn({ err, ...where }, 'a domain event delivery failed; it is retried'),
  });
  const deps: Deps = { ...base, log: app.log, domainEvents };
  // Delivery starts once every module's subscribers are registered, on instances that run jobs.
  app.addHook('onReady', async () => {
    if (!config.jobs) return;
    domainEvents.start();
    runPeriodically(app, deps, 3_600_000, 'deleted delivered domain events', () => deleteDeliveredEvents(base.db));
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
  decorateRoutes(app, deps);
  appRoutes(app, deps);
  resourceRoutes(app, deps);
  nationRoutes(app, deps);
  agreementRoutes(app, deps);
  addressRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  messagingRoutes(app, deps);
  await uploadRoutes(app, deps);
  artworkRoutes(app);
  goodsRoutes(app, deps);
  categoryRoutes(app, deps);
  searchRoutes(app, deps);
  shortcutRoutes(app, deps);
  activityRoutes(app, deps);
  deliveryCostRoutes(app, deps);
  shopRoutes(app, deps);
  cartRoutes(app, deps);
  orderRoutes(app, deps);
  couponRoutes(app, deps);
  paymentRoutes(app, deps);
  fulfilmentRoutes(app, deps);

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
    }, catalogueFirstCalls, config.catalogueCacheMs);
  });
  options.extend?.(app, deps);
  return app;
}
