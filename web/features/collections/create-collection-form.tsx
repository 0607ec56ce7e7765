import { Button, Group, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLLECTION_NAME_MAX, type CollectionKind } from '../../../common/collections/collections.contract.ts';
import { useCreateCollection } from '../../api/collections.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { collectionNameError } from './collection-name.ts';

/** Creates a personal collection, or a company one for those who may (admins and power users). */
export function CreateCollectionForm({ canCreateCompany }: { canCreateCompany: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CollectionKind>('personal');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = collectionNameError(name, t);
    setError(invalid);
    if (invalid) return;
    const trimmed = name.trim();
    try {
      await create.mutateAsync({ name: trimmed, kind: canCreateCompany ? kind : 'personal' });
      showSuccessToast(t('collections.create.created', { name: trimmed }));
      setName('');
    } catch (failure) {
      showErrorToast(errorText(failure));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-collection-title">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-collection">
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-collection-title">
            {t('collections.create.title')}
          </Title>
          <Group gap="md" align="flex-start" wrap="wrap">
            <TextInput
              label={t('collections.create.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              maxLength={COLLECTION_NAME_MAX}
              required
              style={{ flex: '1 1 240px', minWidth: 0 }}
            />
            {canCreateCompany ? (
              <Radio.Group label={t('collections.create.kind')} value={kind} onChange={(value) => setKind(value === 'company' ? 'company' : 'personal')}>
                <Group gap="md" mt={8}>
                  <Radio value="personal" label={t('collections.kind.personal')} />
                  <Radio value="company" label={t('collections.kind.company')} />
                </Group>
              </Radio.Group>
            ) : null}
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('collections.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
