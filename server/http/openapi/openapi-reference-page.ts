import type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './openapi-document.ts';
import { resolveSchema, type JsonSchema } from './openapi-schemas.ts';

/**
 * The API reference page: the OpenAPI document drawn as plain HTML on the server (no script,
 * so the product's CSP holds), with landmarks, a table of contents by tag and, per operation,
 * its method, path, summary, parameters, body fields and answers.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Text with `code` spans, as the document's descriptions write them. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const COMPONENT_PREFIX = '#/components/schemas/';

/** A schema in one short phrase: `string (≤ 254)`, `array of integer`, a link to a named schema. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(COMPONENT_PREFIX.length);
    return `<a href="#schema-${slug(name)}">${escapeHtml(name)}</a>`;
  }
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return (options as JsonSchema[]).map(typeOf).join(key === 'allOf' ? ' and ' : ' or ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : typeof schema.type === 'string' ? schema.type : 'any';
  if (type === 'array') return `array of ${typeOf(schema.items as JsonSchema | undefined)}`;
  const limits = [
    typeof schema.minLength === 'number' ? `≥ ${schema.minLength} chars` : '',
    typeof schema.maxLength === 'number' ? `≤ ${schema.maxLength} chars` : '',
    typeof schema.minimum === 'number' && Math.abs(schema.minimum) < Number.MAX_SAFE_INTEGER ? `≥ ${schema.minimum}` : '',
    typeof schema.maximum === 'number' && Math.abs(schema.maximum) < Number.MAX_SAFE_INTEGER ? `≤ ${schema.maximum}` : '',
    typeof schema.format === 'string' ? schema.format : '',
  ].filter(Boolean);
  return escapeHtml(limits.length > 0 ? `${type} (${limits.join(', ')})` : type);
}

function fieldsTable(caption: string, rows: { name: string; where?: string; required: boolean; schema: JsonSchema | undefined }[]): string {
  if (rows.length === 0) return '';
  const withWhere = rows.some((row) => row.where);
  const head = `<tr><th scope="col">Name</th>${withWhere ? '<th scope="col">In</th>' : ''}<th scope="col">Type</th><th scope="col">Required</th></tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code></td>${withWhere ? `<td>${escapeHtml(row.where ?? '')}</td>` : ''}<td>${typeOf(row.schema)}</td><td>${row.required ? 'yes' : 'no'}</td></tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

/** An object schema's fields as rows; anything else as one line. */
function schemaFields(caption: string, schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const resolved = resolveSchema(schema, components);
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return `<p>${escapeHtml(caption)}: ${typeOf(schema)}</p>`;
  const required = new Set((resolved.required ?? []) as string[]);
  const named = resolved === schema ? '' : ` (${typeOf(schema)})`;
  return `<p>${escapeHtml(caption)}${named}:</p>${fieldsTable(caption, Object.entries(properties).map(([name, property]) => ({ name, required: required.has(name), schema: property })))}`;
}

function parametersSection(parameters: OpenApiParameter[] | undefined): string {
  if (!parameters?.length) return '';
  return `<h4>Parameters</h4>${fieldsTable('Parameters', parameters.map((parameter) => ({ name: parameter.name, where: parameter.in, required: parameter.required, schema: parameter.schema })))}`;
}

function bodySection(operation: OpenApiOperation, components: Record<string, JsonSchema>): string {
  const content = operation.requestBody?.content;
  if (!content) return '';
  const [first] = Object.values(content);
  const types = Object.keys(content).map((type) => `<code>${escapeHtml(type)}</code>`).join(', ');
  return `<h4>Request body</h4><p>As ${types}.</p>${first ? schemaFields('Body fields', first.schema, components) : ''}`;
}

function responsesSection(operation: OpenApiOperation, document: OpenApiDocument): string {
  const items = Object.entries(operation.responses).map(([code, response]) => {
    const resolved: OpenApiResponse =
      '$ref' in response ? (document.components.responses[response.$ref.split('/').at(-1) ?? ''] ?? { description: '' }) : response;
    const types = Object.keys(resolved.content ?? {}).map((type) => `<code>${escapeHtml(type)}</code>`).join(', ');
    const envelope = resolved.content?.['application/json']?.schema;
    const data = envelope && !('$ref' in envelope) ? (envelope.properties as Record<string, JsonSchema> | undefined)?.data : undefined;
    const dataLine = data && ('$ref' in data || 'type' in data || 'anyOf' in data) ? ` <code>data</code>: ${typeOf(data)}.` : '';
    return `<li><strong>${escapeHtml(code)}</strong>: ${prose(resolved.description)}${types ? ` (${types})` : ''}${dataLine}</li>`;
  });
  return `<h4>Responses</h4><ul>${items.join('')}</ul>`;
}

function accessLine(operation: OpenApiOperation): string {
  if (operation.security.length === 0) return 'No session needed.';
  if (operation.security.some((requirement) => 'metricsToken' in requirement)) return 'Needs the metrics bearer token.';
  const needsNonce = operation.security.some((requirement) => 'nonce' in requirement);
  const optional = operation.security.some((requirement) => Object.keys(requirement).length === 0);
  if (optional) return `Works with or without a session${needsNonce ? '; with one, its nonce' : ''}.`;
  return `Needs a session${needsNonce ? ' and its nonce' : ''}.`;
}

function operationSection(method: string, pathName: string, operation: OpenApiOperation, document: OpenApiDocument): string {
  return `<section aria-labelledby="${operation.operationId}" class="operation">
<h3 id="${operation.operationId}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(pathName)}</code></h3>
<p>${prose(operation.summary)}</p>${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
<p>${accessLine(operation)}</p>
${parametersSection(operation.parameters)}${bodySection(operation, document.components.schemas)}${responsesSection(operation, document)}
</section>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header,nav,main{max-width:72rem;margin:0 auto;padding:0 1rem}
nav ul{columns:14rem}table{border-collapse:collapse;margin:.5rem 0 1rem}th,td{border:1px solid #999;padding:.2rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}.operation{border-top:1px solid #ccc;padding-top:.5rem}.method{font-family:monospace;background:#1b1b1b;color:#fff;padding:0 .4rem;border-radius:3px}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}a{color:#0645ad}`;

/** `documentUrl`: where the JSON document is served, linked from the page. */
export function renderReferencePage(document: OpenApiDocument, documentUrl: string): string {
  const byTag = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [pathName, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const tag of operation.tags) byTag.get(tag)?.push(operationSection(method, pathName, operation, document));
    }
  }
  const toc = document.tags.map((tag) => `<li><a href="#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a> (${byTag.get(tag.name)?.length ?? 0})</li>`).join('');
  const tagSections = document.tags
    .map((tag) => `<section aria-labelledby="tag-${slug(tag.name)}"><h2 id="tag-${slug(tag.name)}">${escapeHtml(tag.name)}</h2>${(byTag.get(tag.name) ?? []).join('\n')}</section>`)
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => `<section aria-labelledby="schema-${slug(name)}"><h3 id="schema-${slug(name)}">${escapeHtml(name)}</h3>${schemaFields('Fields', schema, {})}</section>`)
    .join('\n');
  const schemes = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => {
      const carried = scheme.type === 'http' ? `<code>Authorization: Bearer</code>` : `${scheme.in} <code>${escapeHtml(scheme.name)}</code>`;
      return `<li><strong>${escapeHtml(name)}</strong> (${carried}): ${prose(scheme.description)}</li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>${prose(document.info.description)}</p><p><a href="${escapeHtml(documentUrl)}">The OpenAPI 3.1 document (JSON)</a></p></header>
<nav aria-label="Contents"><h2>Contents</h2><ul><li><a href="#authentication">Authentication</a></li>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main><h2 id="authentication">Authentication</h2><ul>${schemes}</ul>
${tagSections}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section></main></body></html>`;
}
