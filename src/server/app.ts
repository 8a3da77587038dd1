import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import { CALENDAR_FEEDS_BASE } from '../shared/contract/calendar-feeds';
import { EXPORTS_BASE } from '../shared/contract/exports';
import { guardPlugin } from './auth/guard';
import { authRoutes } from './auth/routes';
import { instanceSessions } from './auth/sessionEnds';
import { createTokenSigner } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Listen } from './db/listen';
import { entities as declaredEntities } from './entities';
import type { Entity } from './entity/entity';
import { exportListsOf } from './exports/lists';
import { exportRoutes } from './exports/routes';
import { clientErrorHandler } from './http/clientErrors';
import { compressionPlugin } from './http/compression';
import { withViewport } from './http/docsViewport';
import { drainPlugin } from './http/drain';
import { errorHandler, notFoundHandler } from './http/errors';
import { healthRoutes } from './http/health';
import { logSerializers } from './http/logSerializers';
import { methodAwareNotFound } from './http/methodNotAllowed';
import { API_DESCRIPTION, apiErrorResponse } from './http/openapi';
import { rateLimitPlugin } from './http/rateLimit';
import { RequestLog } from './http/requestLog';
import { responseSerializerCompiler } from './http/responseSerializer';
import { docsContentSecurityPolicy, securityHeadersPlugin } from './http/securityHeaders';
import { snapshotCachePlugin } from './http/snapshotCache';
import { spaPlugin } from './http/spa';
import { storableInputPlugin } from './http/storableInput';
import { activityRoutes } from './modules/activity/routes';
import { adminNotificationRoutes } from './modules/admin-notifications/routes';
import { bulkRoutes } from './modules/bulk/routes';
import { calendarFeedRoutes } from './modules/calendar-feeds/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import type { FileStore } from './modules/files/fileStore';
import { fileStoreOf } from './modules/files/fileStoreOf';
import { fileRoutes } from './modules/files/routes';
import { uploadsRoutes } from './modules/files/serve';
import { importRoutes } from './modules/imports/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { orderRoutes } from './modules/orders/routes';
import { productRoutes } from './modules/products/routes';
import { handoverRoutes } from './modules/rental-handovers/routes';
import { savedViewRoutes } from './modules/saved-views/routes';
import { searchRoutes } from './modules/search/routes';
import { sellerRequestRoutes } from './modules/seller-requests/routes';
import { API_PREFIX, DOCS_PREFIX } from './paths';
import './types';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** What `/health` asks (a connection of its own, `Database.probe`); `db` by default. */
  probe?: Db;
  /** How to hear other instances end sessions (`Database.listen`: PostgreSQL only). */
  listen?: Listen;
  /** How the inbox hears vendors' news (`Database.notifications`); streams then read on heartbeats only. */
  notifications?: Listen;
  /** Fastify's logger: off in tests, or into a stream a test reads. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** The declared entities to serve; the product's (entities.ts) by default. */
  entities?: readonly Entity[];
  /** Where uploads are kept; the configuration's (`fileStoreOf`) by default. Closed with the app. */
  files?: FileStore;
}

/** The whole HTTP application over a database; main.ts listens, tests use `inject`. */
export async function buildApp({
  config,
  db,
  probe = db,
  listen,
  notifications,
  logger = false,
  entities = declaredEntities,
  files: givenFiles,
}: BuildAppOptions): Promise<FastifyInstance> {
  const files = givenFiles ?? (await fileStoreOf(config));
  const app = Fastify({
    logger: logger && { ...logger, serializers: logSerializers },
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a path that is not valid percent-encoded UTF-8) in the error format too,
    // and what Node's parser refuses before a request exists (431, 408, 400).
    frameworkErrors: errorHandler,
    clientErrorHandler,
    // Slow clients are cut off: the whole request must arrive within requestTimeout and its
    // headers within 10 s; a silent socket closes. Node checks every second (by default every 30 s).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    keepAliveTimeout: 5000,
    http: {
      headersTimeout: Math.min(10_000, config.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
      maxHeaderSize: 16 * 1024,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: !config.production }));
  const sessions = await instanceSessions(db, listen);
  app.addHook('onClose', sessions.close);
  app.decorate('deps', {
    config,
    db,
    files,
    signer: createTokenSigner(config.jwtSecret),
    sessions: sessions.sessions,
    log: app.log,
  });

  // POST calls without a body ("no body" in spec §7) may still say application/json.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      // secure-json-parse, as Fastify's own parser: refuses __proto__ / constructor keys.
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      const err = Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 });
      done(err, undefined);
    }
  });

  app.addHook('onClose', async () => files.close());

  app.setErrorHandler(errorHandler);
  // Before any route: it learns every route as it is added.
  app.setNotFoundHandler(methodAwareNotFound(app, notFoundHandler));

  await app.register(securityHeadersPlugin, { config });
  await app.register(drainPlugin);
  await app.register(compressionPlugin);
  // After the compression: cached answers are stored as they went out, compressed.
  await app.register(snapshotCachePlugin, { db });
  await app.register(storableInputPlugin);
  await app.register(fastifyCookie);
  await app.register(rateLimitPlugin, { config });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Marketplace back-office API', version: '1.0.0', description: API_DESCRIPTION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        responses: { ApiError: apiErrorResponse },
      },
    },
    transform: jsonSchemaTransform,
  });
  // In a context of its own, so the viewport hook sees the docs' pages only.
  await app.register(async (docs) => {
    docs.addHook('onSend', withViewport);
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      transformStaticCSP: docsContentSecurityPolicy(config.production),
    });
  });
  await app.register(guardPlugin, { signer: app.deps.signer, sessions: app.deps.sessions });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { probe });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(productRoutes, { prefix: '/products' });
      await api.register(fileRoutes, { prefix: '/file' });
      await api.register(orderRoutes, { prefix: '/order' });
      await api.register(adminNotificationRoutes, { prefix: '/admin-notifications' });
      await api.register(sellerRequestRoutes, { prefix: '/seller-requests' });
      await api.register(activityRoutes, { prefix: '/activity' });
      await api.register(exportRoutes(exportListsOf(entities)), { prefix: EXPORTS_BASE });
      await api.register(bulkRoutes, { prefix: '/bulk' });
      await api.register(savedViewRoutes, { prefix: '/saved-views' });
      await api.register(importRoutes, { prefix: '/imports' });
      await api.register(calendarFeedRoutes, { prefix: CALENDAR_FEEDS_BASE });
      await api.register(handoverRoutes, { prefix: '/equipment-rentals' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(inboxRoutes, { prefix: '/inbox', notifications });
      for (const entity of entities) await api.register(entity.routes, { prefix: entity.base });
    },
    { prefix: API_PREFIX },
  );
  await app.register(uploadsRoutes);
  await app.register(spaPlugin, { config });
  return app;
}
