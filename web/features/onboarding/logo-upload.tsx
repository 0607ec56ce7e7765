import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client.ts';
import { useUploadLogo } from '../../api/onboarding.api.ts';

/** The formats the server accepts (it checks the bytes, not these). */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';
const VIRUS_KEY = 'onboarding.logo.virus';

/**
 * The company's logo: uploaded at once on choosing (the server scans and re-encodes it), shown
 * by the name it was uploaded under; a refusal gives the spec's message (§8).
 */
export function LogoUpload({ caseId, originalFileName, readOnly = false }: { caseId: string; originalFileName: string | null; readOnly?: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadLogo(caseId);
  const labelId = useId();
  const statusId = useId();
  const error = upload.error;
  const refusal = error ? t(error instanceof ApiRequestError && error.reasonKey === VIRUS_KEY ? VIRUS_KEY : 'onboarding.logo.failed') : null;
  const shownName = upload.data?.originalLogoFileName ?? originalFileName;

  return (
    <Stack gap={6} data-testid="onboarding-logo">
      <Text id={labelId} size="sm" fw={500}>
        {t('onboarding.wizard.fields.logo')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('onboarding.wizard.logo.hint')}
      </Text>
      {readOnly ? null : (
        <Group gap="sm">
          <FileButton onChange={(file) => file && upload.mutate(file)} accept={LOGO_ACCEPT} inputProps={{ 'aria-label': t('onboarding.wizard.logo.choose') }}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending} aria-describedby={`${labelId} ${statusId}`}>
                {shownName ? t('onboarding.wizard.logo.replace') : t('onboarding.wizard.logo.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <div id={statusId} aria-live="polite">
        {refusal ? (
          <Text size="sm" c="red.8" role="alert" data-testid="onboarding-logo-error">
            {refusal}
          </Text>
        ) : shownName ? (
          <Group gap={6} wrap="nowrap" data-testid="onboarding-logo-name">
            <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none' }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('onboarding.wizard.logo.uploaded', { name: shownName })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('onboarding.wizard.logo.none')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
