import type { FastifyInstance } from 'fastify';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@shop/api-client/openapi';
import { DOCS_CSP } from '../docs/docs-csp';

/**
 * `/docs`: the OpenAPI document of the proxied shop API (`/docs/json`, `/docs/yaml`) and
 * Swagger UI to read and try it. The document is static, built once from the contract's
 * operation table, which the shop API registers its routes from: the gateway's own routes
 * are not the API partners call.
 * Registered in its own scope, so the swagger decorators and the CSP hook stay here.
 */
export default async function docsRoutes(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    mode: 'static',
    // JSON Schema made at run time, which the OpenAPI typings cannot follow; the document's
    // shape is checked by test/routes/docs.test.ts.
    specification: { document: buildOpenApiDocument('v1') as StaticDocumentSpec['document'] },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
    // Set in onSend, this header wins over the one helmet wrote on the raw response.
    staticCSP: DOCS_CSP,
  });
}
