import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiErrorData, NONCE_HEADER } from '../../../common/envelope.ts';
import type { RegisteredRoute } from '../route-table.ts';
import type { AnswerKind, RouteContract } from '../route-contract.ts';
import { SESSION_COOKIE } from '../session-guard.ts';
import { createSchemaConverter, namedContracts, type JsonSchema } from './openapi-schemas.ts';

export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string };
export type OpenApiMedia = { schema: JsonSchema };
export type OpenApiResponse = { description: string; content?: Record<string, OpenApiMedia>; headers?: Record<string, { description: string; schema: JsonSchema }> };
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  security: Record<string, string[]>[];
};
export type OpenApiSecurityScheme =
  | { type: 'apiKey'; in: 'cookie' | 'header'; name: string; description: string }
  | { type: 'http'; scheme: 'bearer'; description: string };
export type OpenApiDocument = {
  openapi: '3.1.0';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, OpenApiSecurityScheme>;
  };
};

const PACKAGE_VERSION = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }).version;

/** A route whose answer is a page or a file the web app serves, not an API call. */
export function isApiRoute(route: RegisteredRoute, pagePatterns: ReadonlySet<string>): boolean {
  return route.access !== 'static' && !(route.method === 'GET' && pagePatterns.has(route.url));
}

/** Fastify's `:name` segments, in order. */
export function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** `/a/:id` → `/a/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function operationId(method: string, url: string): string {
  const words = url.replace(/^\/management\/?/, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  description: 'Every failure: `data.reason` is English, `data.reasonKey` what the web app translates, `data.issues` every bad field of a 400.',
  properties: { status: { const: 'error' }, code: { type: 'integer', minimum: 400, maximum: 599 }, data: { $ref: '#/components/schemas/ApiErrorData' } },
  required: ['status', 'code', 'data'],
};

const errorResponse = (description: string): OpenApiResponse => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });

const ERROR_RESPONSES: Record<string, OpenApiResponse> = {
  BadRequest: errorResponse('Invalid input: `data.issues` names every bad field (text with a NUL character is refused for every route).'),
  Unauthenticated: errorResponse('No session, or it has ended: sign in again.'),
  Forbidden: errorResponse("Another site's Origin or Referer, a missing or stale nonce, or the caller may not do this."),
  NotFound: errorResponse('No such thing, or not one the caller may see.'),
  Error: errorResponse('Any other failure, in the envelope.'),
};

const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session the sign-in call sets (HttpOnly, SameSite=Lax, path /management); each use slides its idle expiry. Every answer to a signed-in call goes out Cache-Control: no-store.',
  },
  nonce: {
    type: 'apiKey',
    in: 'header',
    name: NONCE_HEADER,
    description:
      "The session's nonce (`nonce` of the session call's profile): every state-changing call made with a session carries it, as this header or as a `nonce` form field; a state-changing call from another site's Origin (or Referer) is refused whatever it carries.",
  },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN: the metrics answer only with it (and not at all on the main port without it).' },
};

/** Who may call, as OpenAPI security requirements: `{}` is "no session needed". */
function securityOf(route: RegisteredRoute): Record<string, string[]>[] {
  if (route.contract?.bearerToken) return [{ metricsToken: [] }];
  const signedIn: Record<string, string[]> = route.changesState ? { session: [], nonce: [] } : { session: [] };
  if (route.access === 'user') return [signedIn];
  if (route.access === 'optional') return [{}, signedIn];
  return [];
}

const ENVELOPE_TYPES = ['application/json'];
const BODY_TYPES: Record<NonNullable<RouteContract['encoding']>, string[]> = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
  upload: ['multipart/form-data'],
};

function okEnvelope(data: JsonSchema | undefined, code: number): JsonSchema {
  return {
    type: 'object',
    properties: { status: { const: 'ok' }, code: { const: code }, data: data ?? { description: 'The call\'s answer (no contract in common/ yet).' } },
    required: ['status', 'code', 'data'],
  };
}

function successResponses(answer: AnswerKind, code: number, data: JsonSchema | undefined): Record<string, OpenApiResponse> {
  const envelope = { content: Object.fromEntries(ENVELOPE_TYPES.map((type) => [type, { schema: okEnvelope(data, code) }])) };
  switch (answer) {
    case 'envelope':
      return { [code]: { description: 'Done: the envelope.', ...envelope } };
    case 'file':
      return { 200: { description: 'The file, as an attachment (Content-Disposition names it).', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } };
    case 'image':
      return { 200: { description: 'The image.', content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } } } };
    case 'events':
      return {
        200: {
          description: 'Server-sent events: `delta` events with the text as it comes, then `done` with the envelope (or `error`); with `stream=0`, the envelope.',
          content: { 'text/event-stream': { schema: { type: 'string' } }, ...envelope.content },
        },
      };
    case 'redirect-or-envelope':
      return {
        200: { description: 'A script (no text/html in Accept): the envelope.', ...envelope },
        303: { description: 'A browser: on to the page that shows the result.', headers: { location: { description: 'The page.', schema: { type: 'string' } } } },
      };
    case 'openapi':
      return { 200: { description: 'This document.', content: { 'application/vnd.oai.openapi+json': { schema: { type: 'object' } } } } };
    case 'html':
      return { 200: { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } } };
    case 'metrics':
      return { 200: { description: "Prometheus's text exposition format.", content: { 'text/plain': { schema: { type: 'string' } } } } };
  }
}

/** A params or query contract as OpenAPI parameters, one per field. */
function parametersOf(schema: JsonSchema, where: 'path' | 'query'): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/**
 * The OpenAPI 3.1 document of every API route the app registered with a contract, generated
 * from the contracts' zod schemas. Routes without one are left out here; openapi.test.ts fails on them.
 */
export async function buildOpenApiDocument(routes: readonly RegisteredRoute[], pagePatterns: ReadonlySet<string>): Promise<OpenApiDocument> {
  const converter = createSchemaConverter(await namedContracts());
  const documented = routes.filter((route) => isApiRoute(route, pagePatterns) && route.contract);
  const parts = documented.map((route) => {
    const contract = route.contract as RouteContract;
    const parameters = [
      ...(contract.params ? parametersOf(converter.inlineSchemaOf(contract.params), 'path') : []),
      ...(contract.query ? parametersOf(converter.inlineSchemaOf(contract.query), 'query') : []),
    ];
    return { route, contract, parameters, body: contract.body ? converter.schemaOf(contract.body, 'input') : undefined };
  });
  // Requests first: a contract's input form keeps the plain component name, its answer form is told apart.
  converter.schemaOf(ApiErrorData, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const { route, contract, parameters, body } of parts) {
    const data = contract.response ? converter.schemaOf(contract.response, 'output') : undefined;
    const code = contract.status ?? 200;
    const responses: OpenApiOperation['responses'] = { ...successResponses(contract.answer ?? 'envelope', code, data) };
    if (contract.params || contract.query || contract.body) responses[400] = { $ref: '#/components/responses/BadRequest' };
    if (route.access === 'user' || contract.bearerToken) responses[401] = { $ref: '#/components/responses/Unauthenticated' };
    if (route.access !== 'public' || route.changesState) responses[403] = { $ref: '#/components/responses/Forbidden' };
    if (contract.params) responses[404] = { $ref: '#/components/responses/NotFound' };
    responses.default = { $ref: '#/components/responses/Error' };
    const operation: OpenApiOperation = {
      operationId: operationId(route.method, route.url),
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      tags: [contract.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: { required: true, content: Object.fromEntries(BODY_TYPES[contract.encoding ?? 'json'].map((type) => [type, { schema: body }])) } } : {}),
      responses,
      security: securityOf(route),
    };
    const pathItem = (paths[openApiPath(route.url)] ??= {});
    pathItem[route.method.toLowerCase()] = operation;
  }
  const tags = [...new Set(parts.map(({ contract }) => contract.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Normscope API',
      version: PACKAGE_VERSION,
      description:
        'The API the Normscope web app calls, generated from the zod contracts in common/. Every answer is the envelope `{status, code, data}`. Signed-in calls carry the session cookie; state-changing ones also the nonce.',
    },
    tags,
    paths,
    components: {
      schemas: { ...converter.components, ErrorEnvelope: ERROR_ENVELOPE },
      responses: ERROR_RESPONSES,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
