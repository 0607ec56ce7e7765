import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportCreated, ExportField, ExportList, ExportSeparator, ExportSummary } from '../../common/exports/exports.contract.ts';
import { exportPaths, type ExportTab } from '../../common/exports/exports.values.ts';
import { apiRequest } from './client.ts';

/** While a job runs, its export is asked about again this often. */
const RUNNING_POLL_MS = 2000;

export type ExportInput = { tab: ExportTab; searchContext: string; fields: ExportField[]; separator: ExportSeparator };

/** The search service's export action (search-area.md §7): the search context, the fields and the separator. */
export function createExport(input: ExportInput): Promise<ExportCreated> {
  const form = new FormData();
  form.append('searchContext', input.searchContext);
  for (const field of input.fields) form.append('fieldsToExport', field);
  form.append('csvSeparator', input.separator);
  return apiRequest<ExportCreated>(exportPaths.create(input.tab), { form });
}

export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exports'] }),
  });
}

export function useExports() {
  return useQuery({
    queryKey: ['exports', 'list'],
    queryFn: ({ signal }) => apiRequest<ExportList>(exportPaths.list, { signal }),
    refetchInterval: (query) => (query.state.data?.exports.some((item) => item.status === 'inprogress') ? RUNNING_POLL_MS : false),
  });
}

/** One export, asked about until its job has finished. */
export function useExport(id: number | null) {
  return useQuery({
    queryKey: ['exports', 'one', id],
    queryFn: ({ signal }) => apiRequest<ExportSummary>(exportPaths.one(id ?? 0), { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'inprogress' ? RUNNING_POLL_MS : false),
  });
}
