import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportPaths } from '../../../common/exports/exports.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useExport } from '../../api/exports.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/** After the job is created: how its file is coming along, and the file once it is there. */
export function ExportJobStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const job = useExport(id);
  const summary = job.data;
  return (
    <Stack gap={6} role="status" aria-live="polite" data-testid="export-job-status" data-status={summary?.status ?? 'inprogress'}>
      {!summary || summary.status === 'inprogress' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('exports.modal.jobRunning')}</Text>
        </Group>
      ) : summary.status === 'complete' ? (
        <>
          <Text size="sm">{t('exports.modal.jobDone', { number: formatNumber(summary.exportedCount ?? 0) })}</Text>
          {summary.abilities.download && summary.fileName ? (
            <Anchor href={exportPaths.download(id)} download={summary.fileName} size="sm">
              <Group gap={4} component="span" wrap="nowrap" align="flex-start">
                <IconDownload size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <span style={{ overflowWrap: 'anywhere' }}>{t('exports.page.downloadLabel', { fileName: summary.fileName })}</span>
              </Group>
            </Anchor>
          ) : null}
        </>
      ) : (
        <Text size="sm" c="red">
          {t('exports.modal.jobFailed')}
        </Text>
      )}
      <Anchor component={Link} to={pagePaths.exports} size="sm">
        {t('exports.modal.openExports')}
      </Anchor>
    </Stack>
  );
}
