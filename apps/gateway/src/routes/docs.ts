import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '../docs/build-document';
import { DOCS_CSP } from '../docs/docs-csp';
import { OPERATIONS } from '../docs/operations';

/**
 * `/docs`: the OpenAPI document of the proxied shop API (`/docs/json`, `/docs/yaml`) and
 * Swagger UI to read and try it. The document is static, built once from the contract
 * schemas (docs/operations*.ts): the gateway's own routes are not the API partners call.
 * Registered in its own scope, so the swagger decorators and the CSP hook stay here.
 */
export default async function docsRoutes(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: buildOpenApiDocument(OPERATIONS, 'v1') },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
    // Set in onSend, this header wins over the one helmet wrote on the raw response.
    staticCSP: DOCS_CSP,
  });
}
