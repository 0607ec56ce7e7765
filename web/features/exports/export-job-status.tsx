import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportPaths } from '../../../common/exports/exports.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useExport } from '../../api/exports.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/**
 * After the job is created, one state at a time: the job created and the file being written
 * (search-area.md §8's success text), then the file ready to download, or the job failed.
 */
export function ExportJobStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const job = useExport(id);
  const status = job.data?.status ?? 'inprogress';
  const summary = job.data;
  return (
    <Stack gap="sm" data-testid="export-job-status" data-status={status}>
      {status === 'inprogress' ? (
        <Alert color="teal" role="status" aria-live="polite" data-testid="export-result" data-status="complete">
          <Stack gap="xs">
            <Text size="sm">{t('exports.modal.success')}</Text>
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('exports.modal.jobRunning')}</Text>
            </Group>
          </Stack>
        </Alert>
      ) : status === 'complete' ? (
        <Alert color="teal" role="status" aria-live="polite" data-testid="export-ready">
          <Stack gap="xs">
            <Text size="sm">{t('exports.modal.jobDone', { number: formatNumber(summary?.exportedCount ?? 0) })}</Text>
            {summary?.abilities.download && summary.fileName ? (
              <Anchor href={exportPaths.download(id)} download={summary.fileName} size="sm">
                <Group gap={4} component="span" wrap="nowrap" align="flex-start">
                  <IconDownload size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <span style={{ overflowWrap: 'anywhere' }}>{t('exports.page.downloadLabel', { fileName: summary.fileName })}</span>
                </Group>
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      ) : (
        <Alert color="red" role="alert" data-testid="export-failed">
          {t('exports.modal.jobFailed')}
        </Alert>
      )}
      <Anchor component={Link} to={pagePaths.exports} size="sm">
        {t('exports.modal.openExports')}
      </Anchor>
    </Stack>
  );
}
