import type { InjectOptions } from 'fastify';
import type { RouteBody } from './route-inventory.ts';
import { formData } from './test-app.ts';

/** The inject options of a call's body: JSON, or form fields sent multipart as the web app does. */
export function bodyOptions(body: RouteBody | undefined): Pick<InjectOptions, 'payload' | 'body'> {
  if (!body) return {};
  if ('json' in body) return { payload: body.json as InjectOptions['payload'] };
  const form = formData(body.form);
  for (const [name, file] of Object.entries(body.files ?? {})) form.append(name, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return { body: form };
}
