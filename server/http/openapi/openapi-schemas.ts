import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it), as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

const COMMON_DIR = path.resolve(import.meta.dirname, '../../../common');

/** common/'s modules: every contract lives in one of them (tests and translations aside). */
function commonModules(): string[] {
  return readdirSync(COMMON_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('locales'))
    .sort();
}

/**
 * Every zod schema common/ exports, by the name it is exported under: the names the document's
 * components carry, so the reference reads `LoginRequest`, not an anonymous object. A name that
 * two modules export for different schemas is qualified by its module (`reader.EmptyBody`).
 */
export async function namedContracts(): Promise<Map<z.ZodType, string>> {
  const found: { schema: z.ZodType; name: string; module: string }[] = [];
  for (const file of commonModules()) {
    const exported: Record<string, unknown> = await import(pathToFileURL(path.join(COMMON_DIR, file)).href);
    const module = path.basename(file, '.ts').replace(/\.(contract|values)$/, '');
    for (const [name, value] of Object.entries(exported)) {
      if (value instanceof z.ZodType && /^[A-Z]/.test(name)) found.push({ schema: value, name, module });
    }
  }
  const schemasByName = new Map<string, Set<z.ZodType>>();
  for (const { schema, name } of found) schemasByName.set(name, (schemasByName.get(name) ?? new Set()).add(schema));
  const names = new Map<z.ZodType, string>();
  for (const { schema, name, module } of found) {
    if (names.has(schema)) continue;
    names.set(schema, (schemasByName.get(name)?.size ?? 0) > 1 ? `${module}.${name}` : name);
  }
  return names;
}

type Io = 'input' | 'output';

/**
 * Converts zod schemas to JSON Schema with zod's own `z.toJSONSchema`, gathering every named
 * contract they use into one set of components. What JSON Schema cannot say (a transform's
 * result, a refinement's rule) is left open (`unrepresentable: 'any'`); requests are described
 * as a client sends them (`io: 'input'`: defaults optional), answers as the server sends them
 * (`io: 'output'`). Where a contract reads differently in the two (a default, a transform), its
 * answer form is a component of its own, `Name.output`.
 */
export function createSchemaConverter(names: Map<z.ZodType, string>) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const components: Record<string, JsonSchema> = {};
  let anonymous = 0;

  const convert = (schema: z.ZodType, io: Io, metadata: typeof registry): JsonSchema =>
    z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', metadata, cycles: 'ref', reused: 'inline' }) as JsonSchema;

  /** The schema with its named parts as `$ref`s to components (added as needed). */
  function schemaOf(schema: z.ZodType, io: Io): JsonSchema {
    const { $defs, $schema: _dialect, ...root } = convert(schema, io, registry);
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    // A definition takes its input form's component unless that reads otherwise (with what it uses named as settled so far).
    const renamed = new Set<string>();
    const settled = (id: string) => (renamed.has(id) ? `${id}.output` : id);
    for (let changed = io === 'output'; changed; ) {
      changed = false;
      for (const [id, def] of Object.entries(defs)) {
        const existing = components[id];
        if (renamed.has(id) || !existing || JSON.stringify(existing) === JSON.stringify(rewriteRefs(def, settled))) continue;
        renamed.add(id);
        changed = true;
      }
    }
    // zod names an unnamed recursive schema `__schema0` in each conversion: numbered here across them.
    const unnamed = new Map(Object.keys(defs).filter((id) => id.startsWith('__')).map((id) => [id, `Recursive${(anonymous += 1)}`]));
    const nameOf = (id: string) => unnamed.get(id) ?? (renamed.has(id) ? `${id}.output` : id);
    for (const [id, def] of Object.entries(defs)) components[nameOf(id)] ??= rewriteRefs(def, nameOf);
    return rewriteRefs(root, nameOf);
  }

  /** The schema written out whole, without components: a path or query parameter's. */
  function inlineSchemaOf(schema: z.ZodType): JsonSchema {
    const { $schema: _dialect, ...root } = convert(schema, 'input', z.registry<{ id: string }>());
    return root;
  }

  return { schemaOf, inlineSchemaOf, components };
}

function rewriteRefs(schema: JsonSchema, nameOf: (id: string) => string): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema).replace(/"#\/\$defs\/([^"]+)"/g, (_match, id: string) => JSON.stringify(`#/components/schemas/${nameOf(id)}`)),
  ) as JsonSchema;
}

/** The component a `$ref` names, or the schema itself. */
export function resolveSchema(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return schema;
  return components[ref.slice('#/components/schemas/'.length)] ?? schema;
}
