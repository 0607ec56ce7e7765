import { ActionIcon, Button, Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import { IconListCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMobileBar } from './mobile-bar-context.ts';
import classes from './search-bar.module.css';

type ChosenDescriptionsProps = {
  chosen: string[];
  onChange: (chosen: string[]) => void;
  testId: string;
};

/**
 * The descriptions picked from the suggestions of the metal suppliers' descriptions box
 * (search-area.md §2): a button 'N chosen' opens a modal listing them, each removable.
 */
export function ChosenDescriptions({ chosen, onChange, testId }: ChosenDescriptionsProps) {
  const { t } = useTranslation();
  const mobile = useMobileBar();
  const [opened, setOpened] = useState(false);
  const title = t('searchBar.metalSuppliers.chosenTitle');

  return (
    <>
      <Group gap={0}>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconListCheck size={14} aria-hidden />}
          onClick={() => setOpened(true)}
          aria-haspopup="dialog"
          data-count={chosen.length}
          data-testid={testId}
        >
          <VisuallyHidden component="span">{`${title}: `}</VisuallyHidden>
          {t('searchBar.metalSuppliers.chosenCount', { number: chosen.length })}
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        fullScreen={mobile}
        zIndex={300}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid={`${testId}-dialog`}
      >
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed" role="status" data-testid={`${testId}-empty`}>
            {t('searchBar.metalSuppliers.noneChosen')}
          </Text>
        ) : (
          <ul className={classes.chosenList} aria-label={title}>
            {chosen.map((description, index) => (
              <li key={description} className={classes.chosenItem} data-testid={`${testId}-item-${index}`}>
                <Text size="sm" className={classes.wrapAnywhere}>
                  {description}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onChange(chosen.filter((item) => item !== description))}
                  aria-label={t('searchBar.metalSuppliers.removeDescription', { description })}
                  data-testid={`${testId}-remove-${index}`}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </ul>
        )}
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setOpened(false)} data-autofocus={chosen.length === 0 || undefined} data-testid={`${testId}-close`}>
            {t('searchBar.overlay.done')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
