import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';

/** An act, news item or saved search the address names but the user cannot find (unknown, or another organisation's). */
export function LegislationNotFound({ title, text, back = pagePaths.legislation }: { title: string; text: string; back?: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm" py="xl" data-testid="legislation-not-found">
      <IconSearchOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
      <Anchor component={Link} to={back}>
        {t('legislation.pages.backToLibrary')}
      </Anchor>
    </Stack>
  );
}
