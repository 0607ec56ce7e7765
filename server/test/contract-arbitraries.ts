import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check inputs from the contracts of common/: values a contract accepts (drawn from its
 * JSON Schema, which zod writes), those values with one part made hostile, and hostile values
 * outright. The fuzz suite sends them to every route.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** What attackers and broken clients send: out-of-range ids, NUL bytes, odd text and odd types. */
const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\ud800',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  ' ',
  '',
  '2147483648',
  '9007199254740993',
  '-1',
  '1e309',
  'NaN',
  '0x10',
  '__proto__',
  'constructor',
  '{"$gt":""}',
);
const hostileNumber = fc.constantFrom(2_147_483_648, 2 ** 53 + 2, -1, 0, 1.5, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { a: { b: { c: 'd' } } }) },
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1_000_000);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
}

function fromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fromJsonSchema(option, depth + 1)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => fromJsonSchema(item, depth + 1)));
      const minLength = schema.minItems ?? 0;
      return fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), { minLength, maxLength: Math.min(schema.maxItems ?? 5, minLength + 5) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = fromJsonSchema(property, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      // A transform or anything JSON Schema cannot say: anything at all.
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), hostileValue);
  }
}

/** Values the contract's input side describes (not every one passes its refinements). */
export function validInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** A valid value with one field (or the whole value) replaced by a hostile one, or an unknown field added. */
export function contractInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = validInput(schema);
  const spoiled = fc.tuple(valid, hostileValue, fc.nat(), fc.boolean()).map(([value, hostile, pick, addField]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return hostile;
    const keys = Object.keys(value);
    if (addField || keys.length === 0) return { ...value, [`unknown${pick % 3}`]: hostile };
    return { ...value, [keys[pick % keys.length] ?? 'x']: hostile };
  });
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 4, arbitrary: spoiled }, { weight: 1, arbitrary: hostileValue });
}

/** A value as a form, path or query carries it: text (objects as JSON). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
