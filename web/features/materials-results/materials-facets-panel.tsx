import { Accordion, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialsSearchResults } from '../../../common/materials/materials-search.contract.ts';
import { FacetOptions, type LabelledOption } from '../search-results/facet-options.tsx';
import { FacetActions, FacetSection } from '../search-results/facet-section.tsx';
import { facetKeysOf, type MaterialsFacetDraft, type MaterialsFacetKey } from './materials-facets.ts';
import { useMaterialsLabels } from './use-materials-labels.ts';

/** The title of each facet (materials.facet.*). */
export const FACET_TITLE_KEYS: Record<MaterialsFacetKey, string> = {
  country: 'materials.facet.country',
  form: 'materials.facet.form',
  kind: 'materials.facet.kind',
  standard: 'materials.facet.standard',
  establishmentType: 'materials.facet.establishmentType',
  class: 'materials.facet.class',
  productType: 'materials.facet.productType',
};

/**
 * The facets of a metals tab (search-area.md §2 "Facets"): metals by country, form, kind and
 * standard, suppliers by country, form and establishment type. Choices wait for Apply (its
 * button counts them); Clear all empties every facet and applies at once. A facet with 6 or more
 * options has a box to narrow its list.
 */
export function MaterialsFacetsPanel({
  results,
  draft,
  pending,
  busy,
  inDrawer,
  onToggle,
  onApply,
  onClearAll,
}: {
  results: MaterialsSearchResults;
  draft: MaterialsFacetDraft;
  pending: number;
  busy: boolean;
  inDrawer: boolean;
  onToggle: (key: MaterialsFacetKey, id: string) => void;
  onApply: () => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const labels = useMaterialsLabels();
  const shown = facetKeysOf(results.tab).flatMap((key) => results.facets.filter((facet) => facet.key === key && facet.options.length > 0));
  // Open from the start: the first two facets, and any other with a choice in it.
  const initiallyOpen = shown.filter((facet, index) => index < 2 || facet.options.some((option) => option.selected)).map((facet) => facet.key);
  const canClear = results.canReset || pending > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form onSubmit={submit} aria-label={t('results.facets.title')} data-testid="materials-facets">
      <Stack gap="md">
        {shown.length > 0 ? (
          <Accordion key={results.tab} multiple defaultValue={initiallyOpen} variant="contained" chevronPosition="right">
            {shown.map((facet) => {
              const title = t(FACET_TITLE_KEYS[facet.key]);
              const chosen = draft[facet.key] ?? [];
              const options: LabelledOption[] = facet.options.map((option) => ({ ...option, label: labels.facetOption(facet.key, option.id, option.text) }));
              return (
                <FacetSection key={facet.key} value={facet.key} title={title} chosenCount={chosen.length} testId={`materials-facet-${facet.key}`}>
                  <FacetOptions facetLabel={title} kind="multi" options={options} chosen={chosen} onToggle={(id) => onToggle(facet.key, id)} />
                </FacetSection>
              );
            })}
          </Accordion>
        ) : (
          <Text size="sm" c="dimmed">
            {t('results.facets.none')}
          </Text>
        )}
        <FacetActions testIdPrefix="materials-facets" pending={pending} canClear={canClear} busy={busy} inDrawer={inDrawer} onClearAll={onClearAll} />
      </Stack>
    </form>
  );
}
