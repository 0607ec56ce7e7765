import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconFolderMinus, IconFolderPlus, IconUsersMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction, RecordActions } from '../../../common/search/search-results.contract.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { allowedActions, useDocumentActions } from './use-document-actions.ts';

const ICONS: Record<RecordAction, ReactNode> = {
  addItem: <IconFolderPlus size={18} aria-hidden />,
  remItem: <IconFolderMinus size={18} aria-hidden />,
  watchItem: <IconEye size={18} aria-hidden />,
  unWatchItem: <IconEyeOff size={18} aria-hidden />,
  unWatchItemGlobal: <IconUsersMinus size={18} aria-hidden />,
};

/**
 * The row actions of one document: exactly those the server's actions map allows, each
 * with its own loading state. Ending everyone's watch asks for confirmation first.
 */
export function DocumentActionButtons({
  docId,
  name,
  actions,
  collectionId,
  collectionName,
}: {
  docId: number;
  name: string;
  actions: RecordActions;
  collectionId: number | null;
  collectionName: string | null;
}) {
  const { t } = useTranslation();
  const { run, isPending } = useDocumentActions();
  const label = (action: RecordAction) => t(`documentActions.${action}`, { collection: collectionName ?? t('documentActions.activeCollection'), name });

  const onClick = async (action: RecordAction) => {
    if (action === 'unWatchItemGlobal') {
      const confirmed = await confirmAction({
        title: t('documentActions.unWatchItemGlobal', { name }),
        message: t('documentActions.confirmUnwatchGlobal', { name }),
        danger: true,
      });
      if (!confirmed) return;
    }
    await run(action, [docId], { collectionId, bulk: false, key: `${docId}:${action}` });
  };

  return (
    <Group gap={4} wrap="nowrap" data-testid={`actions-${docId}`}>
      {allowedActions(actions).map((action) => (
        <Tooltip key={action} label={label(action)} withArrow>
          <ActionIcon
            variant="subtle"
            color={action === 'unWatchItemGlobal' ? 'red' : 'blue'}
            size="lg"
            aria-label={label(action)}
            loading={isPending(`${docId}:${action}`)}
            data-action={action}
            onClick={() => void onClick(action)}
          >
            {ICONS[action]}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
