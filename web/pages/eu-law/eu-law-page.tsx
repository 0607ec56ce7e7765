import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconPencil, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegislationSavedSearch } from '../../../common/legislation/legislation-library.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useDeleteLegislationSavedSearch, useLegislationSavedSearches } from '../../api/legislation-library.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { AddOnGate } from '../../features/legislation-search/add-on-gate.tsx';
import { criteriaSummary } from '../../features/legislation-search/criteria-summary.ts';
import { writeLegislationQuery } from '../../features/legislation-search/legislation-query.ts';
import { useLegislationLabels } from '../../features/legislation-search/use-legislation-labels.ts';
import { EditEuLawSearchModal } from './edit-eu-law-search-modal.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/**
 * /management/eu-law: the user's saved EU-law searches with their criteria, digest setting and
 * date; open one to see what it finds now, run it in the library search, rename it, switch its
 * digest, or delete it after confirming.
 */
export function EuLawPage() {
  const { t } = useTranslation();
  usePageTitle(t('euLaw.title'));
  return (
    <Stack gap="lg" data-testid="eu-law-page">
      <Stack gap={4}>
        <Title order={1}>{t('euLaw.title')}</Title>
        <Text c="dimmed">{t('euLaw.intro')}</Text>
      </Stack>
      <AddOnGate addOn="euLaw">
        <SavedSearchList />
      </AddOnGate>
    </Stack>
  );
}

function SavedSearchList() {
  const { t } = useTranslation();
  const searches = useLegislationSavedSearches(true);
  const [editing, setEditing] = useState<LegislationSavedSearch | null>(null);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pagePaths.legislation} style={{ alignSelf: 'flex-start' }} data-testid="eu-law-new-search">
        {t('euLaw.newSearch')}
      </Anchor>
      <QueryState isPending={searches.isPending} error={searches.error} onRetry={() => void searches.refetch()} skeleton={<LoadingPlaceholder height={120} radius="md" />}>
        {searches.data && searches.data.length > 0 ? (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('euLaw.listLabel')} data-testid="eu-law-saved-list">
            {searches.data.map((search) => (
              <SavedSearchRow key={search.id} search={search} onEdit={() => setEditing(search)} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" data-testid="eu-law-empty">
            {t('euLaw.empty')}
          </Text>
        )}
      </QueryState>
      {editing ? <EditEuLawSearchModal search={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

function SavedSearchRow({ search, onEdit }: { search: LegislationSavedSearch; onEdit: () => void }) {
  const { t } = useTranslation();
  const labels = useLegislationLabels();
  const { formatDate } = useFormatters();
  const errorText = useErrorText();
  const remove = useDeleteLegislationSavedSearch();
  const deleteSearch = async () => {
    const confirmed = await confirmAction({ title: t('euLaw.delete.title'), message: t('euLaw.delete.message', { name: search.name }), confirmLabel: t('euLaw.delete.confirm'), danger: true });
    if (!confirmed) return;
    remove.mutate(search.id, {
      onSuccess: () => showSuccessToast(t('euLaw.delete.deleted', { name: search.name })),
      onError: (error) => showErrorToast(errorText(error)),
    });
  };
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="eu-law-saved-search" data-search-id={search.id} data-name={search.name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Anchor component={Link} to={pagePaths.euLawSavedSearch(search.id)} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="eu-law-saved-search-link">
            {search.name}
          </Anchor>
          <Badge variant="light" color={search.notify ? 'teal' : 'gray'} tt="none" leftSection={search.notify ? <IconBell size={12} aria-hidden /> : <IconBellOff size={12} aria-hidden />} data-notify={search.notify}>
            {search.notify ? t('euLaw.notifyOn') : t('euLaw.notifyOff')}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {criteriaSummary(search.criteria, labels, t)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('euLaw.created', { date: formatDate(search.createdAt) })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={pagePaths.legislationSearch(writeLegislationQuery({ filters: search.criteria, sort: 'relevance', page: 1 }))}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            aria-label={t('euLaw.runLabel', { name: search.name })}
            data-testid="eu-law-run"
          >
            {t('euLaw.run')}
          </Button>
          {search.abilities.edit ? (
            <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-haspopup="dialog" aria-label={t('euLaw.edit.label', { name: search.name })} data-testid="eu-law-edit">
              {t('euLaw.edit.button')}
            </Button>
          ) : null}
          {search.abilities.delete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void deleteSearch()}
              aria-label={t('euLaw.delete.label', { name: search.name })}
              data-testid="eu-law-delete"
            >
              {t('euLaw.delete.button')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
