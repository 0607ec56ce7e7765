import { Alert, Button, Checkbox, Group, Modal, Progress, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_LIMIT, EXPORT_SEPARATORS } from '../../../common/domain/constants.ts';
import { isOneOf } from '../../../common/one-of.ts';
import type { ExportCreated, ExportField, ExportSeparator, ExportStatus } from '../../../common/exports/exports.contract.ts';
import { EXPORT_FIELDS_BY_TAB, inExportOrder, type ExportTab } from '../../../common/exports/exports.values.ts';
import { useCreateExport } from '../../api/exports.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { showErrorToast } from '../../components/ui/toast.ts';
import { ExportJobStatus } from './export-job-status.tsx';
import { exportFieldLabelKey } from './export-field-labels.ts';

/** The modal's export status (search-area.md §4): empty until asked, then the call's outcome. */
type ModalStatus = '' | ExportStatus;

const PHONE = '(max-width: 30em)';

/**
 * The Export modal (search-area.md §2, §3, §4): the fields (all chosen at first), the
 * separator, the progress of the call and its result. It cannot be closed while the
 * call runs; closing resets the status and chooses every field again.
 */
export function ExportModal({
  opened,
  onClose,
  tab,
  searchContext,
  hits,
}: {
  opened: boolean;
  onClose: () => void;
  tab: ExportTab;
  searchContext: string;
  hits: number;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const errorText = useErrorText();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const create = useCreateExport();
  const tabFields = EXPORT_FIELDS_BY_TAB[tab];
  const [fields, setFields] = useState<ExportField[]>([...tabFields]);
  const [separator, setSeparator] = useState<ExportSeparator>('csv');
  const [status, setStatus] = useState<ModalStatus>('');
  const [created, setCreated] = useState<ExportCreated | null>(null);
  const inProgress = status === 'inprogress';
  const found = created?.total_found ?? hits;

  const close = () => {
    if (inProgress) return;
    setStatus('');
    setFields([...tabFields]);
    setCreated(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inProgress || fields.length === 0) return;
    setStatus('inprogress');
    try {
      setCreated(await create.mutateAsync({ tab, searchContext, fields: inExportOrder(fields, tab), separator }));
      setStatus('complete');
    } catch (error) {
      setStatus('completewitherror');
      showErrorToast(errorText(error));
    }
  };

  const chooseFields = (values: string[]) => setFields(values.filter((value): value is ExportField => isOneOf(tabFields, value)));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('exports.modal.title')}
      size="lg"
      centered
      fullScreen={phone}
      closeOnEscape={!inProgress}
      closeOnClickOutside={!inProgress}
      withCloseButton={!inProgress}
      data-testid="export-modal"
    >
      {status === '' || status === 'inprogress' ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {found > EXPORT_LIMIT ? (
              <Alert color="yellow" data-testid="export-over-limit">
                {t('exports.modal.overLimit', { found: formatNumber(found), limit: String(EXPORT_LIMIT) })}
              </Alert>
            ) : (
              <Text size="sm" data-testid="export-count">
                {t('exports.modal.willExport', { number: formatNumber(found) })}
              </Text>
            )}
            <Checkbox.Group
              label={t('exports.modal.fieldsLabel')}
              value={fields}
              onChange={chooseFields}
              error={fields.length === 0 ? t('exports.modal.noField') : undefined}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
                {tabFields.map((field) => (
                  <Checkbox key={field} value={field} label={t(exportFieldLabelKey(tab, field))} disabled={inProgress} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Radio.Group
              label={t('exports.modal.separatorLabel')}
              value={separator}
              onChange={(value) => setSeparator(isOneOf(EXPORT_SEPARATORS, value) ? value : 'csv')}
            >
              <Group gap="lg" mt="xs">
                {EXPORT_SEPARATORS.map((value) => (
                  <Radio key={value} value={value} label={t(`exports.separators.${value}`)} disabled={inProgress} />
                ))}
              </Group>
            </Radio.Group>
            {inProgress ? (
              <Stack gap={4} role="status" aria-live="polite">
                <Progress value={100} animated striped aria-label={t('exports.modal.settingUp')} />
                <Text size="sm" c="dimmed">
                  {t('exports.modal.settingUp')}
                </Text>
              </Stack>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={inProgress}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={inProgress} disabled={fields.length === 0} data-testid="export-submit">
                {t('exports.modal.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {status === 'complete' && created ? (
            <ExportJobStatus id={created.id} />
          ) : (
            <Alert color="red" role="alert" data-testid="export-result" data-status={status}>
              {t('exports.modal.failure')}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            {status === 'completewitherror' ? (
              <Button variant="default" onClick={() => setStatus('')}>
                {t('common.retry')}
              </Button>
            ) : null}
            <Button onClick={close} data-autofocus data-testid="export-close">
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
