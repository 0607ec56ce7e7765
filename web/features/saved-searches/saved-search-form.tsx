import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/ui/error-text.ts';
import { savedSearchNameError } from './saved-search-name.ts';

/**
 * The name and alerts form that saving and editing a search share (search-area.md §5,
 * portal-area.md §5): the name is checked here first, and a refusal from the server
 * shows its reason in the form (search-area.md §8, portal-area.md §8).
 */
export function SavedSearchForm({
  initialName,
  initialNotify,
  withNotify,
  pending,
  failureTestId,
  notifyLabel,
  notifyHint,
  namePlaceholder,
  onCancel,
  onSubmit,
}: {
  initialName: string;
  initialNotify: boolean;
  /** The alerts checkbox exists for standards-tab searches only. */
  withNotify: boolean;
  pending: boolean;
  failureTestId?: string;
  /** What the alerts checkbox says, when the search finds something else than documents (EU-law acts). */
  notifyLabel?: string;
  notifyHint?: string;
  namePlaceholder?: string;
  onCancel: () => void;
  /** Saves; a throw is shown as the form's failure. */
  onSubmit: (name: string, notify: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(initialName);
  const [notify, setNotify] = useState(initialNotify);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = savedSearchNameError(name, t);
    setNameError(invalid);
    setFailure(null);
    if (invalid) return;
    try {
      await onSubmit(name.trim(), withNotify && notify);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" role="alert" data-testid={failureTestId}>
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('savedSearches.name')}
          placeholder={initialName === '' ? (namePlaceholder ?? t('savedSearches.namePlaceholder')) : undefined}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          required
          data-autofocus
        />
        {withNotify ? (
          <Checkbox
            label={notifyLabel ?? t('savedSearches.notify')}
            description={notifyHint ?? t('savedSearches.notifyHint')}
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('savedSearches.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
