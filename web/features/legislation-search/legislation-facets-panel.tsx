import { Accordion, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationSearchResult } from '../../../common/legislation/legislation-library.contract.ts';
import { FacetOptions, type LabelledOption } from '../search-results/facet-options.tsx';
import { FacetActions, FacetSection } from '../search-results/facet-section.tsx';
import { LEGISLATION_FACETS, SINGLE_CHOICE_FACETS, type LegislationFacet, type LegislationFacetDraft } from './legislation-facet-draft.ts';
import { useLegislationLabels } from './use-legislation-labels.ts';

/** Family, type and in force open from the start; subject and year when something in them is chosen. */
const OPEN_FROM_START: readonly LegislationFacet[] = ['family', 'type', 'inForce'];

/**
 * The library's facets with their counts over the whole result: choices collect in a draft until
 * Apply (which searches again from page 1), Clear all drops every facet choice at once, as on the
 * standards results.
 */
export function LegislationFacetsPanel({
  facets,
  draft,
  pending,
  canClear,
  busy,
  inDrawer,
  onToggle,
  onApply,
  onClearAll,
}: {
  facets: LegislationSearchResult['facets'];
  draft: LegislationFacetDraft;
  pending: number;
  canClear: boolean;
  busy: boolean;
  inDrawer: boolean;
  onToggle: (facet: LegislationFacet, value: string) => void;
  onApply: () => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLegislationLabels();
  const labelOf: Record<LegislationFacet, (value: string) => string> = {
    family: labels.family,
    type: labels.type,
    inForce: labels.inForce,
    subject: (value) => value,
    year: (value) => value,
  };
  const optionsOf = (facet: LegislationFacet): LabelledOption[] =>
    facets[facet].map((option) => ({ id: option.value, text: option.value, count: option.count, selected: draft[facet].includes(option.value), label: labelOf[facet](option.value) }));
  const shown = LEGISLATION_FACETS.filter((facet) => facets[facet].length > 0 || draft[facet].length > 0);
  const initiallyOpen = shown.filter((facet) => OPEN_FROM_START.includes(facet) || draft[facet].length > 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form onSubmit={submit} aria-label={t('results.facets.title')} data-testid="legislation-facets">
      <Stack gap="md">
        {shown.length > 0 ? (
          <Accordion multiple defaultValue={initiallyOpen} variant="contained" chevronPosition="right">
            {shown.map((facet) => {
              const title = t(`legislation.pages.facets.${facet}`);
              const count = draft[facet].length;
              return (
                <FacetSection key={facet} value={facet} title={title} chosenCount={count}>
                  <FacetOptions
                    facetLabel={title}
                    kind={SINGLE_CHOICE_FACETS.includes(facet) ? 'radio' : 'multi'}
                    options={optionsOf(facet)}
                    chosen={draft[facet]}
                    onToggle={(value) => onToggle(facet, value)}
                    {...(SINGLE_CHOICE_FACETS.includes(facet) ? { anyOptionLabel: t('legislation.pages.facets.any') } : {})}
                  />
                </FacetSection>
              );
            })}
          </Accordion>
        ) : (
          <Text size="sm" c="dimmed">
            {t('results.facets.none')}
          </Text>
        )}
        <FacetActions testIdPrefix="legislation-facets" pending={pending} canClear={canClear} busy={busy} inDrawer={inDrawer} onClearAll={onClearAll} />
      </Stack>
    </form>
  );
}
