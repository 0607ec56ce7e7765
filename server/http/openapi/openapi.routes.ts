import type { FastifyInstance } from 'fastify';
import { PAGE_ROUTE_PATTERNS } from '../../../common/routes.ts';
import { routeContracts } from '../route-contract.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { renderReferencePage } from './openapi-reference-page.ts';

export const openApiPaths = {
  document: '/management/api/openapi.json',
  reference: '/management/api/reference',
} as const;

/** The same for every caller and every request of a process: a shared cache may keep it a while. */
const CACHE_CONTROL = 'public, max-age=3600';

const route = routeContracts('API description');

/**
 * The API's own description: the OpenAPI 3.1 document generated from the routes' contracts and
 * its reference page. Both are built once per process, on first use, from the complete route table.
 */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  let built: Promise<{ json: string; page: string }> | undefined;
  const described = () =>
    (built ??= buildOpenApiDocument(app.routeTable, new Set<string>(PAGE_ROUTE_PATTERNS)).then((document: OpenApiDocument) => ({
      json: JSON.stringify(document),
      page: renderReferencePage(document, openApiPaths.document),
    })).catch((error: unknown) => {
      built = undefined;
      throw error;
    }));

  app.get(openApiPaths.document, route('public', { summary: 'The OpenAPI 3.1 document of this API, generated from its contracts.', answer: 'openapi' }), async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/vnd.oai.openapi+json; charset=utf-8').send((await described()).json),
  );

  app.get(openApiPaths.reference, route('public', { summary: 'This API described as a page.', answer: 'html' }), async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/html; charset=utf-8').send((await described()).page),
  );
}
