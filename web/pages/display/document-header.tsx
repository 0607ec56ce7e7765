import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { useCollections } from '../../api/collections.api.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { DocumentActionButtons } from '../../features/document-actions/document-action-buttons.tsx';
import { titleLanguages } from './title-languages.ts';

/** Number (the page's heading), status, the title in the user's language, watch state and the row actions. */
export function DocumentHeader({ detail }: { detail: DocumentDetail }) {
  const { t, i18n } = useTranslation();
  const list = useCollections().data;
  const { shown } = titleLanguages(detail, i18n.language);
  const title = shown ? (detail.titles[shown]?.full ?? detail.title) : detail.title;
  const active = list?.collections.find((collection) => collection.id === list.activeCollectionId) ?? null;
  const watched = detail.watch > 0;

  return (
    <Stack gap="xs" component="header">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }} data-testid="document-number">
          {detail.number}
        </Title>
        <span data-testid="document-status">
          <StatusBadge statusCode={detail.statusCode} />
        </span>
        {detail.isCurrentVersion ? null : (
          <Badge variant="outline" color="gray" data-testid="earlier-version-badge">
            {t('display.earlierVersion')}
          </Badge>
        )}
      </Group>
      <Text size="lg" fw={500} lang={shown ?? undefined} style={{ overflowWrap: 'anywhere' }} data-testid="document-title">
        {title}
      </Text>
      {detail.subtitle ? (
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail.subtitle}
        </Text>
      ) : null}
      <Group align="center" gap="md" wrap="wrap">
        <Badge
          variant="light"
          color={watched ? 'blue' : 'gray'}
          leftSection={watched ? <IconEye size={12} aria-hidden /> : <IconEyeOff size={12} aria-hidden />}
          data-testid="watch-state"
          data-watched={watched}
        >
          {watched ? t('display.watched') : t('display.notWatched')}
        </Badge>
        <Group gap="xs" role="group" aria-label={t('display.actions')}>
          <DocumentActionButtons
            docId={detail.docId}
            name={detail.number}
            actions={detail.actions}
            collectionId={active?.id ?? null}
            collectionName={active?.name ?? null}
          />
        </Group>
      </Group>
    </Stack>
  );
}
