import { Anchor, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegislationNewsItem } from '../../../common/legislation/legislation-library.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLegislationNewsItem } from '../../api/legislation-library.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { AddOnGate } from '../../features/legislation-search/add-on-gate.tsx';
import { RecordQueryState, useRecordRoute } from '../../features/materials-results/record-route.tsx';
import { LegislationNotFound } from './legislation-not-found.tsx';

/** A link to the item's source only when it is a web address (a feed may carry anything). */
const webAddress = (link: string | null) => (link && /^https?:\/\//i.test(link) ? link : null);

/** /management/legislation/news/{id}: one item of a regulatory newsfeed, with its feed, date, summary and source. */
export function LegislationNewsItemPage() {
  const { t } = useTranslation();
  return (
    <AddOnGate addOn="legislation" heading={t('legislation.pages.news.title')}>
      <NewsItemLoader />
    </AddOnGate>
  );
}

function NewsItemLoader() {
  const { t } = useTranslation();
  const { query: item, problem } = useRecordRoute(useLegislationNewsItem);
  usePageTitle(item.data?.title ?? t('legislation.pages.news.title'));
  if (problem === 'notFound') return <LegislationNotFound title={t('legislation.pages.news.notFoundTitle')} text={t('legislation.pages.news.notFound')} />;
  return (
    <RecordQueryState query={item} skeletonTestId="legislation-news-item-skeleton">
      {(record) => <NewsItemView item={record} />}
    </RecordQueryState>
  );
}

function NewsItemView({ item }: { item: LegislationNewsItem }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const source = webAddress(item.link);
  return (
    <Stack gap="md" data-testid="legislation-news-item" data-item-id={item.id}>
      <Anchor component={Link} to={pagePaths.legislationNews} size="sm" style={{ alignSelf: 'flex-start' }} data-testid="legislation-news-back">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('legislation.pages.news.back')}
        </Group>
      </Anchor>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Title>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[item.feedTitle ?? t('legislation.pages.news.untitledFeed'), item.publishedAt ? formatDate(item.publishedAt) : null].filter((part) => part !== null).join(' · ')}
      </Text>
      {item.summary ? (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="legislation-news-summary">
          {item.summary}
        </Text>
      ) : (
        <Text c="dimmed">{t('legislation.pages.news.noSummary')}</Text>
      )}
      {source ? (
        <Anchor href={source} target="_blank" rel="noopener noreferrer" style={{ alignSelf: 'flex-start', overflowWrap: 'anywhere' }} data-testid="legislation-news-source">
          <Group gap={4} wrap="nowrap" component="span">
            {t('legislation.pages.news.source')}
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden component="span">{t('legislation.pages.newWindow')}</VisuallyHidden>
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}
