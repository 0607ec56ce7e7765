import { Accordion, Radio, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facet, FacetKey, SearchResults } from '../../../common/search/search-results.contract.ts';
import { CrossReferenceBox } from './cross-reference-box.tsx';
import type { FacetDraft } from './facet-draft.ts';
import { FacetOptions, OptionLabel, optionClassNames, type LabelledOption } from './facet-options.tsx';
import { FacetActions, FacetSection } from './facet-section.tsx';
import { useOptionLabels } from './use-option-labels.ts';

const FACET_TITLES: Record<FacetKey, string> = {
  filterby: 'results.facets.resultsIn',
  publisher: 'results.facets.publisher',
  include: 'results.facets.status',
  country: 'results.facets.country',
  language: 'results.facets.language',
  year: 'results.facets.year',
  colls: 'results.facets.myCollections',
  publishers: 'results.facets.publishers',
  dcolls: 'results.facets.companyCollections',
  types: 'results.facets.documentType',
  tags: 'results.facets.tags',
};

/** Standards accordions open from the start; country, language and year only when something in them is chosen (search-area.md §2). */
const STANDARDS_OPEN: readonly FacetKey[] = ['publisher', 'include'];

/**
 * The facets of search-area.md §2: choices collect in a draft until Apply, which
 * searches again from page 1 (the Apply button counts what waits for it); Clear all
 * empties them and applies at once, and so does a 'Results in' choice, a radio.
 */
export function FacetsPanel({
  results,
  draft,
  pending,
  canClear,
  busy,
  inDrawer,
  onToggle,
  onScope,
  onCrossReference,
  onApply,
  onClearAll,
}: {
  results: SearchResults;
  draft: FacetDraft;
  /** Choices made since the results were computed, waiting for Apply. */
  pending: number;
  canClear: boolean;
  busy: boolean;
  /** In the phone's drawer, Apply and Clear all stay at the bottom while the facets scroll. */
  inDrawer: boolean;
  onToggle: (key: FacetKey, id: string, kind: Facet['kind']) => void;
  /** 'Results in' chosen: it applies at once. */
  onScope: (id: string) => void;
  onCrossReference: (value: string) => void;
  onApply: () => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation();
  const labels = useOptionLabels();
  const facetOf = (key: FacetKey) => results.facets.find((facet) => facet.key === key);
  const labelled = (facet: Facet): LabelledOption[] => facet.options.map((option) => ({ ...option, label: labels.option(facet.key, option.id, option.text) }));
  const chosenIn = (key: FacetKey) => draft.chosen[key] ?? [];
  const isStandards = results.tab === 'standards';

  const order: FacetKey[] = isStandards ? ['publisher', 'include', 'country', 'language', 'year'] : ['colls', 'publishers', 'dcolls', 'include', 'types', 'tags'];
  const shown = order.filter((key) => {
    const facet = facetOf(key);
    if (!facet) return false;
    // Collections: publishers only when there are some, tags only when some are chosen (search-area.md §2).
    if (key === 'publishers') return facet.options.length > 0;
    if (key === 'tags') return facet.options.some((option) => option.selected) || ('tags' in results.criteria && results.criteria.tags.length > 0);
    return true;
  });
  const initiallyOpen = shown.filter(
    (key) => !isStandards || STANDARDS_OPEN.includes(key) || (facetOf(key)?.options.some((option) => option.selected) ?? false),
  );
  const scope = isStandards ? facetOf('filterby') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply();
  };

  return (
    <form onSubmit={submit} aria-label={t('results.facets.title')} data-testid="facets">
      <Stack gap="md">
        {scope ? (
          <Radio.Group
            label={t(FACET_TITLES.filterby)}
            value={chosenIn('filterby')[0] ?? ''}
            onChange={onScope}
          >
            <Stack gap={6} mt={6}>
              {labelled(scope).map((option) => (
                <Radio key={option.id} value={option.id} label={<OptionLabel option={option} />} classNames={optionClassNames} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {shown.length > 0 ? (
          <Accordion key={results.tab} multiple defaultValue={initiallyOpen} variant="contained" chevronPosition="right">
            {shown.map((key) => {
              const facet = facetOf(key);
              if (!facet) return null;
              const title = t(FACET_TITLES[key]);
              const count = chosenIn(key).length;
              return (
                <FacetSection key={key} value={key} title={title} chosenCount={count}>
                  <FacetOptions
                    facetLabel={title}
                    kind={facet.kind}
                    options={labelled(facet)}
                    chosen={chosenIn(key)}
                    onToggle={(id) => onToggle(key, id, facet.kind)}
                    {...(key === 'types' ? { anyOptionLabel: t('results.facets.anyType') } : {})}
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
        {isStandards ? <CrossReferenceBox value={draft.crossReference} onChange={onCrossReference} /> : null}
        <FacetActions testIdPrefix="facets" pending={pending} canClear={canClear} busy={busy} inDrawer={inDrawer} onClearAll={onClearAll} />
      </Stack>
    </form>
  );
}
