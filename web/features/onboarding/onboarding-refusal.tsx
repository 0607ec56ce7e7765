import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { ApiRequestError } from '../../api/client.ts';

/** The onboarding pages' answers that are no failure to retry: not an operator (403), or no such case. */
export function refusalOf(error: unknown): 'notOperator' | 'notFound' | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 403) return 'notOperator';
  return error.code === 404 || error.code === 400 ? 'notFound' : null;
}

/** What a user who is no platform operator, or an address naming no case, is shown instead of the page. */
export function OnboardingRefusal({ kind }: { kind: 'notOperator' | 'notFound' }) {
  const { t } = useTranslation();
  const Icon = kind === 'notOperator' ? IconLock : IconSearchOff;
  return (
    <Stack align="flex-start" gap="sm" py="xl" data-testid={`onboarding-${kind}`}>
      <Icon size={32} color="var(--mantine-color-gray-6)" aria-hidden />
      <Title order={1}>{t(`onboarding.cases.${kind}.title`)}</Title>
      <Text>{t(`onboarding.cases.${kind}.text`)}</Text>
      <Anchor component={Link} to={kind === 'notOperator' ? pagePaths.home : pagePaths.onboarding}>
        {t(kind === 'notOperator' ? 'onboarding.cases.notOperator.back' : 'onboarding.wizard.backToCases')}
      </Anchor>
    </Stack>
  );
}
