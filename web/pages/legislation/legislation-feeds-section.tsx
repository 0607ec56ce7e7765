import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconRss, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegislationFeed } from '../../../common/legislation/legislation-library.contract.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useAddLegislationFeed, useLegislationFeeds, useRemoveLegislationFeed } from '../../api/legislation-library.api.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { RecordSection } from '../../features/materials-results/record-page-parts.tsx';

const FEED_URL = /^https?:\/\/\S+$/i;
// A 400 the error text leaves in the server's words; this one is the admin's to fix, so it is translated.
const ADDRESS_REFUSED = 'legislationLibrary.errors.feedAddressNotAllowed';

/**
 * An administrator's newsfeeds: the operator's (read by everyone, not removable here) and the
 * organisation's own, each with when it was last polled and its last error; add one by its
 * address, remove one after confirming.
 */
export function LegislationFeedsSection() {
  const { t } = useTranslation();
  const feeds = useLegislationFeeds(true);
  return (
    <RecordSection title={t('legislation.pages.feeds.title')} testId="legislation-feeds">
      <Text size="sm" c="dimmed">
        {t('legislation.pages.feeds.intro')}
      </Text>
      <QueryState isPending={feeds.isPending} error={feeds.error} onRetry={() => void feeds.refetch()}>
        {feeds.data ? <FeedList feeds={feeds.data} /> : null}
      </QueryState>
      <AddFeedForm />
    </RecordSection>
  );
}

function FeedList({ feeds }: { feeds: LegislationFeed[] }) {
  const { t } = useTranslation();
  if (feeds.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="legislation-feeds-empty">
        {t('legislation.pages.feeds.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="legislation-feed-list">
      {feeds.map((feed) => (
        <FeedRow key={feed.id} feed={feed} />
      ))}
    </Stack>
  );
}

function FeedRow({ feed }: { feed: LegislationFeed }) {
  const { t } = useTranslation();
  const { formatDateTime, formatNumber } = useFormatters();
  const errorText = useErrorText();
  const remove = useRemoveLegislationFeed();
  const name = feed.title ?? feed.url;
  const removeFeed = async () => {
    const confirmed = await confirmAction({
      title: t('legislation.pages.feeds.removeTitle'),
      message: t('legislation.pages.feeds.removeMessage', { name }),
      confirmLabel: t('legislation.pages.feeds.remove'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(feed.id, {
      onSuccess: () => showSuccessToast(t('legislation.pages.feeds.removed', { name })),
      onError: (error) => showErrorToast(errorText(error)),
    });
  };
  return (
    <Card component="li" withBorder padding="sm" radius="md" data-testid="legislation-feed" data-feed-id={feed.id}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap={6} wrap="nowrap">
            <IconRss size={16} aria-hidden style={{ flex: 'none' }} />
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
          {feed.title ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {feed.url}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {[
              feed.operator ? t('legislation.pages.feeds.operator') : t('legislation.pages.feeds.own'),
              t('legislation.pages.feeds.items', { total: formatNumber(feed.itemCount) }),
              feed.lastPolledAt ? t('legislation.pages.feeds.lastPolled', { date: formatDateTime(feed.lastPolledAt) }) : t('legislation.pages.feeds.neverPolled'),
            ].join(' · ')}
          </Text>
          {feed.lastError ? (
            <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }} data-testid="legislation-feed-error">
              {t('legislation.pages.feeds.lastError', { error: feed.lastError })}
            </Text>
          ) : null}
        </Stack>
        {feed.canRemove ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() => void removeFeed()}
            aria-label={t('legislation.pages.feeds.removeLabel', { name })}
            data-testid="legislation-feed-remove"
          >
            {t('legislation.pages.feeds.remove')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

function AddFeedForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const add = useAddLegislationFeed();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = url.trim();
    if (!FEED_URL.test(address)) {
      setError(t('legislation.pages.feeds.urlInvalid'));
      return;
    }
    setError(null);
    add.mutate(address, {
      onSuccess: () => {
        setUrl('');
        showSuccessToast(t('legislation.pages.feeds.added'));
      },
      onError: (failure) => setError(failure instanceof ApiRequestError && failure.reasonKey === ADDRESS_REFUSED ? t(ADDRESS_REFUSED) : errorText(failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="legislation-feed-add">
      <Stack gap="xs" align="flex-start">
        <TextInput
          type="url"
          label={t('legislation.pages.feeds.url')}
          placeholder="https://"
          value={url}
          maxLength={2000}
          onChange={(event) => setUrl(event.currentTarget.value)}
          w="100%"
          maw="40rem"
          error={error}
          data-testid="legislation-feed-url"
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={add.isPending}>
          {t('legislation.pages.feeds.add')}
        </Button>
      </Stack>
    </form>
  );
}
