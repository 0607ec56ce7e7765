import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CollectionKind, CollectionList, CollectionSummary } from '../../../common/collections/collections.contract.ts';
import { useCollections } from '../../api/collections.api.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { CollectionItem } from '../../features/collections/collection-item.tsx';
import { CreateCollectionForm } from '../../features/collections/create-collection-form.tsx';
import { useOpenCollection, type CollectionOpener } from '../../features/collections/use-open-collection.ts';
import { TourOffer } from '../../features/tour/tour-offer.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/**
 * /management/collections: the user's personal collections and the organisation's
 * company collections, to create, rename, delete, make active and open.
 */
export function CollectionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('collections.title'));
  const collections = useCollections();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('collections.title')}</Title>
        <Text c="dimmed">{t('collections.intro')}</Text>
      </Stack>
      <TourOffer section="collections" />
      <QueryState isPending={collections.isPending} error={collections.error} onRetry={() => void collections.refetch()} skeleton={<CollectionsSkeleton />}>
        {collections.data ? <CollectionsOverview list={collections.data} /> : null}
      </QueryState>
    </Stack>
  );
}

function CollectionsOverview({ list }: { list: CollectionList }) {
  const opener = useOpenCollection();
  const section = (kind: CollectionKind) => (
    <CollectionSection kind={kind} collections={list.collections.filter((collection) => collection.kind === kind)} canCreateCompany={list.canCreateCompany} opener={opener} />
  );
  return (
    <>
      <CreateCollectionForm canCreateCompany={list.canCreateCompany} />
      {section('personal')}
      {section('company')}
    </>
  );
}

function CollectionSection({
  kind,
  collections,
  canCreateCompany,
  opener,
}: {
  kind: CollectionKind;
  collections: CollectionSummary[];
  canCreateCompany: boolean;
  opener: CollectionOpener;
}) {
  const { t } = useTranslation();
  const headingId = `collections-${kind}`;
  const empty = kind === 'personal' ? t('collections.emptyPersonal') : canCreateCompany ? t('collections.emptyCompanyCanCreate') : t('collections.emptyCompany');
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid={`collections-${kind}`}>
      <Title order={2} size="h3" id={headingId}>
        {t(`collections.sections.${kind}`)}
      </Title>
      {collections.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="collections-empty">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {collections.map((collection) => (
            <CollectionItem key={collection.id} collection={collection} opener={opener} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CollectionsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <LoadingPlaceholder height={120} radius="md" />
      <LoadingPlaceholder height={24} width={200} />
      <LoadingPlaceholder height={72} radius="md" />
      <LoadingPlaceholder height={72} radius="md" />
    </Stack>
  );
}
