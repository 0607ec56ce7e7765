import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CreateExportRequest, exportPaths, ExportTab, readFieldList } from '../../../common/exports/exports.contract.ts';
import { AppError } from '../../errors/app-error.ts';
import { lastValue, readFormFields } from '../../http/form-fields.ts';
import { actorOf } from '../../http/session-guard.ts';
import { routeContracts } from '../../http/route-contract.ts';
import { parseInput } from '../../http/validation.ts';
import type { ExportsService } from './exports.service.ts';
import { RowIdText } from '../../../common/stored-values.ts';

const TabParams = z.strictObject({ tab: ExportTab });
const ExportParams = z.strictObject({ id: RowIdText });
const FORM_FIELDS = new Set(['searchContext', 'fieldsToExport', 'fieldsToExport[]', 'csvSeparator', 'nonce', 'subId']);

/** `filename*` carries the name for every browser; the plain one is its ASCII fallback. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerExportRoutes(app: FastifyInstance, exportsService: ExportsService): void {
  const route = routeContracts('Exports');

  /** The search service's `{tab}/export` action (search-area.md §7); Fastify routes it apart from `:action`. */
  app.post(exportPaths.create(':tab' as never), route('user', { summary: "Queues an export of a search's results; a mail tells when it is ready.", params: TabParams, body: CreateExportRequest, encoding: 'form' }), async (request, reply) => {
    const { tab } = parseInput(TabParams, request.params);
    const fields = await readFormFields(request);
    const unknown = [...fields.keys()].filter((name) => !FORM_FIELDS.has(name));
    if (unknown.length > 0) {
      throw new AppError(400, `Invalid request. Unknown field(s): ${unknown.join(', ')}`, {
        reasonKey: 'errors.invalidRequest',
        issues: unknown.map((name) => ({ path: name, message: 'Unknown field' })),
      });
    }
    const input = parseInput(CreateExportRequest, {
      searchContext: lastValue(fields, 'searchContext'),
      fieldsToExport: readFieldList([...(fields.get('fieldsToExport') ?? []), ...(fields.get('fieldsToExport[]') ?? [])]),
      csvSeparator: lastValue(fields, 'csvSeparator'),
    });
    return reply.ok(await exportsService.create(actorOf(request), { tab, ...input }));
  });

  app.get(exportPaths.list, route('user', { summary: "The caller's exports." }), async (request, reply) => reply.ok(await exportsService.list(actorOf(request))));

  app.get(exportPaths.one(':id'), route('user', { summary: 'One export and its state.', params: ExportParams }), async (request, reply) => {
    const { id } = parseInput(ExportParams, request.params);
    return reply.ok(await exportsService.get(actorOf(request), id));
  });

  app.get(exportPaths.download(':id'), route('user', { summary: "A finished export's file (CSV or TSV).", params: ExportParams, answer: 'file' }), async (request, reply) => {
    const { id } = parseInput(ExportParams, request.params);
    const file = await exportsService.openDownload(actorOf(request), id);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.byteSize))
      .header('content-disposition', attachmentHeader(file.fileName))
      .send(file.stream);
  });
}
