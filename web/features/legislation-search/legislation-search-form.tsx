import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationFilters } from '../../../common/legislation/legislation-library.contract.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The search form: words (each a word start, so "machin" finds machinery), an identifier (a CELEX
 * number, "2006/42/EC" or "305/2011") and a range of publication dates. The type, family, subject
 * and in-force choices are the facets beside the results; a new search keeps them, New search
 * clears everything. Mount it again (a key) when the address changes, so it shows the search run.
 */
export function LegislationSearchForm({ filters, onSearch, onReset }: { filters: LegislationFilters; onSearch: (filters: LegislationFilters) => void; onReset: () => void }) {
  const { t } = useTranslation();
  const [words, setWords] = useState(filters.words ?? '');
  const [identifier, setIdentifier] = useState(filters.identifier ?? '');
  const [from, setFrom] = useState(filters.publishedFrom ?? '');
  const [to, setTo] = useState(filters.publishedTo ?? '');
  const rangeError = DATE.test(from) && DATE.test(to) && from > to ? t('legislation.pages.search.rangeError') : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rangeError) return;
    const next: LegislationFilters = { ...filters };
    delete next.words;
    delete next.identifier;
    delete next.publishedFrom;
    delete next.publishedTo;
    if (words.trim()) next.words = words.trim();
    if (identifier.trim()) next.identifier = identifier.trim();
    if (DATE.test(from)) next.publishedFrom = from;
    if (DATE.test(to)) next.publishedTo = to;
    onSearch(next);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('legislation.pages.search.formLabel')} data-testid="legislation-search-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('legislation.pages.search.words')}
            description={t('legislation.pages.search.wordsHint')}
            value={words}
            maxLength={200}
            onChange={(event) => setWords(event.currentTarget.value)}
            name="words"
            data-testid="legislation-words"
          />
          <TextInput
            label={t('legislation.pages.search.identifier')}
            description={t('legislation.pages.search.identifierHint')}
            value={identifier}
            maxLength={64}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            name="identifier"
            data-testid="legislation-identifier"
          />
          <TextInput type="date" label={t('legislation.pages.search.publishedFrom')} value={from} onChange={(event) => setFrom(event.currentTarget.value)} name="publishedFrom" />
          <TextInput type="date" label={t('legislation.pages.search.publishedTo')} value={to} onChange={(event) => setTo(event.currentTarget.value)} error={rangeError} name="publishedTo" />
        </SimpleGrid>
        <Group gap="sm" wrap="wrap">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} data-testid="legislation-search-submit">
            {t('legislation.pages.search.submit')}
          </Button>
          <Button variant="default" onClick={onReset}>
            {t('legislation.pages.search.reset')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
