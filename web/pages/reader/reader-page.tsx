import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ReaderOutline, ReaderSection, ReaderUser } from '../../../common/reader/reader.contract.ts';
import { readReaderRoute } from '../../../common/page-route-params.ts';
import { pagePaths } from '../../../common/routes.ts';
import { ApiRequestError } from '../../api/client.ts';
import { readerOpeningSectionsQuery, useHeartbeat, useReaderOutline, useReaderUser, type ReaderScope } from '../../api/reader.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ReaderView } from '../../features/reader/reader-view.tsx';

/** Reading keeps the session alive (sessions end after SESSION_IDLE_MINUTES without a request). */
const HEARTBEAT_MS = 5 * 60 * 1000;

/** /management/reader/{docId}/{versionId}?section={sectionKey}: the document reader (portal-area.md §2). */
export function ReaderPage() {
  const { t } = useTranslation();
  const route = readReaderRoute(useParams());
  const profile = useProfile();
  if (!route) return <Text>{t('reader.notFound')}</Text>;
  const scope = { ...route, subId: profile.subId };
  return <ReaderLoader key={`${scope.docId}:${scope.versionId}`} scope={scope} />;
}

function ReaderLoader({ scope }: { scope: ReaderScope }) {
  const { t } = useTranslation();
  const user = useReaderUser();
  const outline = useReaderOutline(scope);
  useHeartbeat(HEARTBEAT_MS);
  usePageTitle(outline.data ? t('reader.pageTitle', { number: outline.data.number }) : t('reader.title'));
  const refused = outline.error instanceof ApiRequestError && (outline.error.code === 403 || outline.error.code === 404) ? outline.error : null;
  if (refused) return <ReaderRefused scope={scope} error={refused} />;
  return (
    <QueryState isPending={outline.isPending || user.isPending} error={outline.error ?? user.error} onRetry={() => void outline.refetch()}>
      {outline.data && user.data ? <ReaderScreen scope={scope} outline={outline.data} user={user.data} /> : null}
    </QueryState>
  );
}

/**
 * The sections the version opens with when they are at hand: the page's loader fetched them for the
 * first screen the server drew, so the reader draws its text in its first drawing, in that
 * screen's place. Otherwise the reader's section loader asks for its sections itself.
 */
function useOpeningSections(scope: ReaderScope, outline: ReaderOutline): readonly ReaderSection[] {
  const client = useQueryClient();
  const [searchParams] = useSearchParams();
  const [atHand] = useState(() =>
    searchParams.has('section') ? undefined : client.getQueryData(readerOpeningSectionsQuery(scope, outline.tableOfContents).queryKey),
  );
  return atHand?.sections ?? [];
}

function ReaderScreen({ scope, outline, user }: { scope: ReaderScope; outline: ReaderOutline; user: ReaderUser }) {
  const { t } = useTranslation();
  const openingSections = useOpeningSections(scope, outline);
  return (
    <Stack gap="xs">
      <Stack gap={2} component="header">
        <Anchor component={Link} to={pagePaths.version(scope.versionId, scope.docId)} size="sm" data-testid="reader-back">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('reader.backToDocument')}
          </Group>
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} data-testid="reader-number">
          {outline.number}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {outline.title}
        </Text>
      </Stack>
      <ReaderView scope={scope} outline={outline} initialFontSize={user.toolbar.activeFontSize} openingSections={openingSections} />
    </Stack>
  );
}

/** Not entitled (403, with the reason) or nothing to read (404): say why and lead back to the metadata. */
function ReaderRefused({ scope, error }: { scope: ReaderScope; error: ApiRequestError }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Stack align="flex-start" gap="md" py="lg" data-testid="reader-refused">
      <Title order={1}>{error.code === 403 ? t('reader.notEntitledTitle') : t('reader.notFound')}</Title>
      <Alert color="yellow" icon={<IconLock size={18} aria-hidden />}>
        {errorText(error)}
      </Alert>
      <Button component={Link} to={pagePaths.version(scope.versionId, scope.docId)} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('reader.backToDocument')}
      </Button>
    </Stack>
  );
}
