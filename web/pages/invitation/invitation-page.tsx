import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { InvitationSummary } from '../../../common/onboarding/invitation.contract.ts';
import { useInvitation } from '../../api/invitation.api.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { InvitationClosed } from './invitation-closed.tsx';
import { InvitationForm } from './invitation-form.tsx';

// Only when signing in after setting the password failed; loaded then, so the sign-in form stays in the home page's file
// instead of the file every page shares.
const LoginForm = lazy(() => import('../../features/account/login-form.tsx').then((module) => ({ default: module.LoginForm })));

/** A malformed token answers 400 and an unknown one 404: for the visitor both are a link that does not work. */
const isUnknownLink = (error: unknown) => error instanceof ApiRequestError && (error.code === 404 || error.code === 400);

/**
 * A one-time link's page (no session needed: the token is the proof): a new user sets their
 * first password, or an invitee joins an organisation, and is then signed in. A link already used,
 * expired, withdrawn or unknown says so and what to do. The token stays in the address only: it
 * is never written to the title, the console or a log.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  // Set once the password is set but signing in with it failed: the sign-in form takes over, prefilled.
  const [signInAs, setSignInAs] = useState<string | null>(null);
  usePageTitle(t('invitationPage.title'));

  if (signInAs !== null) {
    return (
      <Center py={32}>
        <Stack w="100%" maw={420} gap="md">
          <Alert color="yellow" role="status" data-testid="invitation-sign-in-failed">
            {t('invitationPage.signInFailed')}
          </Alert>
          <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
            <LoginForm initialEmail={signInAs} />
          </Suspense>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py={32}>
      <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md" maw={480} w="100%" data-testid="invitation-page" data-state={invitation.data?.state ?? null}>
        <InvitationContent token={token} query={invitation} onSignInNeeded={setSignInAs} />
      </Paper>
    </Center>
  );
}

function InvitationContent({
  token,
  query,
  onSignInNeeded,
}: {
  token: string;
  query: ReturnType<typeof useInvitation>;
  onSignInNeeded: (email: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <Stack align="center" gap="xs" py="lg" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Stack>
    );
  }
  if (query.error) {
    if (isUnknownLink(query.error)) return <InvitationClosed reason="unknown" />;
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t('invitationPage.title')}
        </Title>
        <Alert color="red" title={t('errors.loadFailed')} role="alert" w="100%" data-testid="invitation-load-failed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const invitation: InvitationSummary = query.data;
  if (invitation.state !== 'pending') return <InvitationClosed reason={invitation.state} invitation={invitation} />;
  return <InvitationForm token={token} invitation={invitation} onSignInNeeded={onSignInNeeded} onStale={() => void query.refetch()} />;
}
