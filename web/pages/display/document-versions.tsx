import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail, DocumentVersionSummary } from '../../../common/catalogue/document.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { StatusBadge } from '../../components/ui/status-badge.tsx';

/**
 * Every version of the document, newest first as the catalogue orders them. The current
 * one keeps the search context; historic ones omit it (search-area.md §2).
 */
export function DocumentVersions({ detail, searchContext }: { detail: DocumentDetail; searchContext: string | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="versions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="versions-title">
          {t('display.sections.versions')}
        </Title>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="versions">
          {detail.versions.map((version) => (
            <VersionItem
              key={version.versionId}
              version={version}
              shown={version.versionId === detail.versionId}
              href={pagePaths.version(version.versionId, detail.docId, version.current ? (searchContext ?? undefined) : undefined)}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function VersionItem({ version, shown, href }: { version: DocumentVersionSummary; shown: boolean; href: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const facts = [
    version.edition ? t('display.versions.edition', { edition: version.edition }) : null,
    version.publishedOn ? t('display.versions.published', { date: formatDate(version.publishedOn) }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <li data-testid="version" data-version-id={version.versionId} data-shown={shown} data-current={version.current}>
      <Stack gap={2}>
        <Group gap={6} wrap="wrap" align="center">
          {shown ? (
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} aria-current="page">
              {version.number}
            </Text>
          ) : (
            <Anchor component={Link} to={href} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {version.number}
            </Anchor>
          )}
          {shown ? (
            <Badge size="xs" variant="filled" color="blue">
              {t('display.versions.shown')}
            </Badge>
          ) : null}
          {version.current ? (
            <Badge size="xs" variant="light" color="teal">
              {t('display.versions.current')}
            </Badge>
          ) : null}
        </Group>
        <Group gap={6} wrap="wrap" align="center">
          <StatusBadge statusCode={version.statusCode} />
          {facts.length > 0 ? (
            <Text size="xs" c="dimmed">
              {facts.join(' · ')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </li>
  );
}
