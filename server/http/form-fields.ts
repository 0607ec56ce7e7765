import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { multipartBoundary, MultipartFormError, parseMultipartFields } from './multipart-form.ts';

/** Limits of a form: a search form has a few dozen short fields. */
const MAX_FIELDS = 300;
const MAX_FIELD_BYTES = 16_384;

export async function registerFormParsing(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 0, parts: MAX_FIELDS },
  });
}

const badForm = (reason: string) => new AppError(400, `Invalid request. ${reason}`, { reasonKey: 'errors.invalidRequest' });

/** A multipart body read whole, up to the route's body limit (@fastify/multipart leaves the stream unread). */
function readWholeBody(request: FastifyRequest, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const raw = request.raw;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      raw.resume();
      reject(new MultipartFormError('The form is too large.'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: Error) => {
      raw.off('data', onData);
      raw.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(new MultipartFormError('The form is too large.'));
      else chunks.push(chunk);
    };
    raw.on('data', onData);
    raw.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    raw.once('error', () => fail(new MultipartFormError('The form could not be read.')));
    raw.once('close', () => {
      if (!raw.complete) fail(new MultipartFormError('The form was not sent whole.'));
    });
  });
}

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
    const boundary = multipartBoundary(request.headers['content-type']);
    if (!boundary) throw badForm('The form names no boundary.');
    try {
      const body = await readWholeBody(request, request.routeOptions.bodyLimit);
      for (const [name, value] of parseMultipartFields(body, boundary, { fields: MAX_FIELDS, fieldBytes: MAX_FIELD_BYTES })) add(name, value);
    } catch (error) {
      if (error instanceof MultipartFormError) throw badForm(error.message);
      throw error;
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
