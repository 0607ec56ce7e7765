import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** Limits of a form: a search form has a few dozen short fields. */
const MAX_FIELDS = 300;
const MAX_FIELD_BYTES = 16_384;

export async function registerFormParsing(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 0, parts: MAX_FIELDS },
  });
}

const badForm = (reason: string) => new AppError(400, `Invalid request. ${reason}`, { reasonKey: 'errors.invalidRequest' });

/**
 * The fields of a form post, each name with all its values in order, whether it came
 * multipart, urlencoded or as a JSON object. Files, oversized fields and malformed
 * bodies are refused.
 */
export async function readFormFields(request: FastifyRequest): Promise<Map<string, string[]>> {
  const fields = new Map<string, string[]>();
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) add(name, item);
      return;
    }
    if (value === undefined || value === null) return;
    if (typeof value === 'object') throw badForm(`Field ${name} must be text.`);
    const text = String(value);
    if (Buffer.byteLength(text) > MAX_FIELD_BYTES) throw badForm(`Field ${name} is too long.`);
    const list = fields.get(name) ?? [];
    list.push(text);
    fields.set(name, list);
  };

  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') throw badForm('Files are not accepted here.');
        if (part.fieldnameTruncated || part.valueTruncated) throw badForm(`Field ${part.fieldname} is too long.`);
        add(part.fieldname, part.value);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw badForm(error instanceof Error ? error.message : 'The form could not be read.');
    }
    return fields;
  }
  const body = request.body;
  if (body === undefined || body === null || body === '') return fields;
  if (typeof body !== 'object' || Array.isArray(body)) throw badForm('Send the fields as a form.');
  if (Object.keys(body).length > MAX_FIELDS) throw badForm('Too many fields.');
  for (const [name, value] of Object.entries(body)) add(name, value);
  return fields;
}

/** A form's or JSON body's fields, each with its last value (a repeated field keeps the last). */
export async function readLastFormValues(request: FastifyRequest): Promise<Record<string, string>> {
  const fields = await readFormFields(request);
  return Object.fromEntries([...fields].map(([name, values]) => [name, values.at(-1) ?? '']));
}

/** The last value of a field, or undefined. */
export function lastValue(fields: Map<string, string[]>, name: string): string | undefined {
  return fields.get(name)?.at(-1);
}
