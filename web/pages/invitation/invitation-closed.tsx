import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan, IconCircleCheck, IconClockX, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvitationSummary } from '../../../common/onboarding/invitation.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useSession } from '../../app/session-context.tsx';
import { useFormatters } from '../../components/ui/formatters.ts';

export type ClosedReason = 'accepted' | 'expired' | 'revoked' | 'unknown';

const ICONS: Record<ClosedReason, { icon: ReactNode; color: string }> = {
  accepted: { icon: <IconCircleCheck size={22} aria-hidden />, color: 'teal' },
  expired: { icon: <IconClockX size={22} aria-hidden />, color: 'orange' },
  revoked: { icon: <IconBan size={22} aria-hidden />, color: 'red' },
  unknown: { icon: <IconLinkOff size={22} aria-hidden />, color: 'gray' },
};

/**
 * A link that no longer opens anything: already used (sign in instead), expired, withdrawn or
 * unknown, each with what the visitor can do next.
 */
export function InvitationClosed({ reason, invitation }: { reason: ClosedReason; invitation?: InvitationSummary }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { formatDate } = useFormatters();
  const values = { organisation: invitation?.organisationName ?? '', email: invitation?.email ?? '', date: invitation ? formatDate(invitation.expiresAt) : '' };
  const { icon, color } = ICONS[reason];
  return (
    <Stack gap="md" align="flex-start" data-testid="invitation-closed" data-reason={reason}>
      <ThemeIcon size={40} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {t(`invitationPage.closed.${reason}.title`)}
      </Title>
      <Text>{t(`invitationPage.closed.${reason}.body`, values)}</Text>
      <Text size="sm" c="dimmed">
        {t(`invitationPage.closed.${reason}.next`, values)}
      </Text>
      {profile ? (
        <Button component={Link} to={pagePaths.home} variant="light" data-testid="invitation-home">
          {t('invitationPage.goHome')}
        </Button>
      ) : (
        <Button component={Link} to={pagePaths.home} variant={reason === 'accepted' ? 'filled' : 'light'} data-testid="invitation-sign-in">
          {t('invitationPage.signIn')}
        </Button>
      )}
    </Stack>
  );
}
