import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@mall/contract/platform/api';
import { APP_VERSION_NAME, HEADERS } from '@mall/contract/platform/headers';

/** The OpenAPI description, generated from the contract's zod schemas, at /api/docs (JSON at /api/docs/json). */
export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Mall API',
        version: APP_VERSION_NAME,
        description:
          `Every call is POST with a JSON body under ${API_BASE} and answers the envelope ` +
          '{ success, code, message, data }. Code 1000 is success, 1002 a missing or invalid token, 1008 a ' +
          'session replaced by a login elsewhere. Messages follow the T-lang header (en, zh, ja).',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADERS.token } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
