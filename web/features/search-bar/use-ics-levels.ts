import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ICS_ROOT } from '../../../common/search/search-paths.ts';
import { fetchNextIcs } from '../../api/search.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import type { CategoriesFilters } from './search-bar-filters.ts';
import type { FieldOption } from './selection-summary.ts';

export type IcsLevel = { options: FieldOption[]; loading: boolean };

/** The ICS level under `parent` (null: not asked); a failed load leaves it empty and is logged. */
function useIcsLevel(parent: string | null): IcsLevel {
  const query = useQuery({
    queryKey: ['search', 'ics', parent],
    queryFn: ({ signal }) => fetchNextIcs(parent ?? ICS_ROOT, signal),
    enabled: parent !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (query.error) logClientFailure(`Loading the ICS level under ${parent ?? ICS_ROOT} failed`, query.error);
  }, [parent, query.error]);
  const options = useMemo(
    () => (query.data ? query.data.codes.map((code, index) => ({ id: code, text: query.data.labels[index] ?? code })) : []),
    [query.data],
  );
  return { options, loading: parent !== null && query.isPending };
}

/**
 * The three descriptor levels of the categories tab (search-area.md §4 "ICS categories"):
 * the fields once descriptors are chosen, the groups of the chosen field, the
 * sub-groups of the chosen group.
 */
export function useIcsLevels(filters: CategoriesFilters): { fields: IcsLevel; groups: IcsLevel; subGroups: IcsLevel } {
  const fields = useIcsLevel(filters.isDescriptorFilter ? ICS_ROOT : null);
  const groups = useIcsLevel(filters.isDescriptorFilter && filters.descriptorField !== '' ? filters.descriptorField : null);
  const subGroups = useIcsLevel(filters.isDescriptorFilter && filters.descriptorGroup !== '' ? filters.descriptorGroup : null);
  return { fields, groups, subGroups };
}
