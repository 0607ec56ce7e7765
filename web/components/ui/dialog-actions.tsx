import { Button, Group, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of a dialog's form: what went wrong, if anything, then Cancel and the form's submit button. */
export function DialogActions({
  error,
  pending,
  submitLabel,
  submitColor,
  submitTestId,
  onCancel,
}: {
  error?: string | null;
  pending: boolean;
  submitLabel: string;
  submitColor?: MantineColor;
  submitTestId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" color={submitColor} loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
