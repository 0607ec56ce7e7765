import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconFolderFilled, IconLanguage, IconLock } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HISTORIC_VERSIONS_SHOWN } from '../../../common/domain/constants.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { SearchRecord } from '../../../common/search/search-results.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import classes from './search-results.module.css';
import { useOptionLabels } from './use-option-labels.ts';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

/** The document link (display route with its offset in the whole result list), for power users the in-collection folder, and the watched eye. */
export function RecordName({
  record,
  href,
  showCollectionIcon,
  onOpen,
}: {
  record: SearchRecord;
  href: string;
  showCollectionIcon: boolean;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const collectionNames = record.collections.map((collection) => collection.name).join(', ');
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Anchor component={Link} to={href} fw={600} onClick={onOpen} className={classes.wrapAnywhere} data-testid="record-link">
        {record.name}
      </Anchor>
      {showCollectionIcon && record.collection === 'Y' ? (
        <HintTooltip label={t('results.list.inCollection', { collections: collectionNames })} withArrow>
          <span role="img" aria-label={t('results.list.inCollection', { collections: collectionNames })} data-testid="in-collection-icon" style={{ display: 'inline-flex' }}>
            <IconFolderFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
          </span>
        </HintTooltip>
      ) : null}
      {record.watch > 0 ? (
        <HintTooltip label={t('watches.watchedHint')} withArrow>
          <span role="img" aria-label={t('watches.watchedHint')} data-testid="watched-icon" style={{ display: 'inline-flex' }}>
            <IconEye size={16} color="var(--mantine-color-blue-6)" aria-hidden />
          </span>
        </HintTooltip>
      ) : null}
    </Group>
  );
}

/** Title, subtitle, languages, earlier versions and the 'metadata only' hint of one record. */
export function RecordDetails({ record }: { record: SearchRecord }) {
  const { t } = useTranslation();
  const labels = useOptionLabels();
  const versions = record.historic_versions.slice(0, HISTORIC_VERSIONS_SHOWN);
  const more = record.historic_versions_total > HISTORIC_VERSIONS_SHOWN;
  return (
    <Stack gap={4}>
      <Text size="sm" className={classes.wrapAnywhere}>
        {record.title}
      </Text>
      {record.subtitle ? (
        <Text size="sm" c="dimmed" className={classes.wrapAnywhere}>
          {record.subtitle}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        {record.languages.length > 0 ? (
          <Group gap={4} wrap="nowrap">
            <IconLanguage size={14} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              <VisuallyHidden component="span">{t('results.list.languages')} </VisuallyHidden>
              {record.languages.map(labels.language).join(', ')}
            </Text>
          </Group>
        ) : null}
        {record.entitled ? null : (
          <HintTooltip label={t('results.list.metadataOnlyHint')} withArrow multiline w={260}>
            <Badge size="sm" variant="outline" color="gray" leftSection={<IconLock size={11} aria-hidden />} data-testid="metadata-only" title={t('results.list.metadataOnlyHint')}>
              {t('results.list.metadataOnly')}
            </Badge>
          </HintTooltip>
        )}
      </Group>
      {versions.length > 0 ? (
        <Text size="xs" c="dimmed" data-testid="historic-versions">
          {t('results.list.historicVersions')}{' '}
          {versions.map((version, index) => (
            <Fragment key={version.version_id}>
              {index > 0 ? ', ' : null}
              <Anchor component={Link} to={pagePaths.version(version.version_id, record.doc_id)} size="xs" underline="always">
                {version.version}
              </Anchor>
            </Fragment>
          ))}
          {more ? (
            <span title={t('results.list.moreVersions', { total: record.historic_versions_total })} aria-label={t('results.list.moreVersions', { total: record.historic_versions_total })}>
              , …
            </span>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}

/** ETSI writes its versions V1.1.1: the label already says "Version". */
const versionLabel = (text: string) => text.replace(/^V(?=\d)/i, '');

/**
 * What version of the document this is, each value saying what it is (search-area.md
 * §3): the edition or the publisher's version, then the publication date. A document
 * numbered by year only has no edition line: its year is the publication's.
 */
export function RecordVersion({ record }: { record: SearchRecord }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const { text, kind } = record.version;
  const identity =
    kind === 'edition' ? t('results.list.edition', { edition: text }) : kind === 'version' ? t('results.list.versionText', { version: versionLabel(text) }) : null;
  const published = record.publishedOn
    ? t('results.list.published', { date: formatDate(record.publishedOn) })
    : kind === 'year'
      ? t('results.list.publishedIn', { year: text })
      : null;
  return (
    <Stack gap={2} data-testid="record-version">
      {identity ? (
        <Text size="sm" data-testid="record-edition">
          {identity}
        </Text>
      ) : null}
      {published ? (
        <Text size={identity ? 'xs' : 'sm'} c={identity ? 'dimmed' : undefined} data-testid="record-published">
          {published}
        </Text>
      ) : null}
      {identity || published ? null : <Text size="sm">—</Text>}
    </Stack>
  );
}
