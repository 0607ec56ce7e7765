import { ActionIcon, Group, Menu } from '@mantine/core';
import { IconDots, IconEye, IconEyeOff, IconFolderMinus, IconFolderPlus, IconUsersMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction, RecordActions } from '../../../common/search/search-results.contract.ts';
import { confirmAction } from '../../components/ui/confirm-dialog.tsx';
import { allowedActions, useDocumentActions } from './use-document-actions.ts';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

const ICONS: Record<RecordAction, ReactNode> = {
  addItem: <IconFolderPlus size={18} aria-hidden />,
  remItem: <IconFolderMinus size={18} aria-hidden />,
  watchItem: <IconEye size={18} aria-hidden />,
  unWatchItem: <IconEyeOff size={18} aria-hidden />,
  unWatchItemGlobal: <IconUsersMinus size={18} aria-hidden />,
};

/** The organisation-wide action stays out of reach of a quick click: in the 'more' menu, confirmed first. */
const IN_MENU: readonly RecordAction[] = ['unWatchItemGlobal'];

/**
 * The row actions of one document: exactly those the server's actions map allows, each
 * with its own loading state. The user's own actions are buttons; ending everyone's watch
 * sits in a menu beside them and asks for confirmation.
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
    await run(action, [docId], { collectionId, bulk: false, key: `${docId}:${action}`, name });
  };
  const allowed = allowedActions(actions);
  const inMenu = allowed.filter((action) => IN_MENU.includes(action));

  return (
    <Group gap={4} wrap="nowrap" data-testid={`actions-${docId}`}>
      {allowed
        .filter((action) => !IN_MENU.includes(action))
        .map((action) => (
          <HintTooltip key={action} label={label(action)} withArrow>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={label(action)}
              loading={isPending(`${docId}:${action}`)}
              data-action={action}
              onClick={() => void onClick(action)}
            >
              {ICONS[action]}
            </ActionIcon>
          </HintTooltip>
        ))}
      {inMenu.length > 0 ? (
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('documentActions.more', { name })}
              title={t('documentActions.more', { name })}
              loading={inMenu.some((action) => isPending(`${docId}:${action}`))}
              data-testid="more-actions"
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {inMenu.map((action) => (
              <Menu.Item key={action} color="red" leftSection={ICONS[action]} data-action={action} onClick={() => void onClick(action)}>
                {label(action)}…
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
