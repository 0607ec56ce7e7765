import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LegislationNewsItem } from '../../../common/legislation/legislation-library.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLegislationNews } from '../../api/legislation-library.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AddOnGate } from '../../features/legislation-search/add-on-gate.tsx';
import { ResultsPagination } from '../../features/search-results/results-pagination.tsx';
import { LegislationFeedsSection } from './legislation-feeds-section.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

const MAX_PAGE = 1000;

/**
 * /management/legislation/news: the items of the regulatory newsfeeds the user reads (the
 * operator's and the organisation's), newest first, 20 a page; an administrator also manages the
 * organisation's own feeds here.
 */
export function LegislationNewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('legislation.pages.news.title'));
  return (
    <Stack gap="lg" data-testid="legislation-news-page">
      <Stack gap={4}>
        <Anchor component={Link} to={pagePaths.legislation} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('legislation.pages.backToLibrary')}
          </Group>
        </Anchor>
        <Title order={1}>{t('legislation.pages.news.title')}</Title>
        <Text c="dimmed">{t('legislation.pages.news.intro')}</Text>
      </Stack>
      <AddOnGate addOn="legislation">
        <NewsBody />
      </AddOnGate>
    </Stack>
  );
}

function NewsBody() {
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE) : 1;
  const news = useLegislationNews(page, true);
  const goToPage = (next: number) => {
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
  return (
    <Stack gap="xl">
      <QueryState isPending={news.isPending} error={news.error} onRetry={() => void news.refetch()} skeleton={<NewsSkeleton />}>
        {news.data ? (
          <Stack gap="md" aria-busy={news.isPlaceholderData}>
            <NewsList items={news.data.items} total={news.data.total} />
            <ResultsPagination page={news.data.page} hits={news.data.total} recordsPerPage={news.data.pageSize} disabled={news.isPlaceholderData} onPage={goToPage} />
          </Stack>
        ) : null}
      </QueryState>
      {profile.perms.isAdmin ? <LegislationFeedsSection /> : null}
    </Stack>
  );
}

function NewsList({ items, total }: { items: LegislationNewsItem[]; total: number }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="legislation-news-empty">
        {total > 0 ? t('legislation.pages.news.pastEnd') : t('legislation.pages.news.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('legislation.pages.news.listLabel')} data-testid="legislation-news-list">
      {items.map((item) => (
        <Card component="li" key={item.id} withBorder padding="sm" radius="md" data-testid="legislation-news-row" data-item-id={item.id}>
          <Stack gap={4}>
            <Anchor component={Link} to={pagePaths.legislationNewsItem(item.id)} fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="legislation-news-link">
              {item.title}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[item.feedTitle ?? t('legislation.pages.news.untitledFeed'), item.publishedAt ? formatDate(item.publishedAt) : null].filter((part) => part !== null).join(' · ')}
            </Text>
            {item.summary ? (
              <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                {item.summary}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function NewsSkeleton() {
  return (
    <Stack gap="sm" data-testid="legislation-news-skeleton">
      {[0, 1, 2].map((row) => (
        <LoadingPlaceholder key={row} height={88} radius="md" />
      ))}
    </Stack>
  );
}
