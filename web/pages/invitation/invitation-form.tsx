import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InvitationSummary } from '../../../common/onboarding/invitation.contract.ts';
import { INVITATION_PASSWORD_MIN_LENGTH } from '../../../common/onboarding/onboarding.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLoginMutation } from '../../api/account.api.ts';
import { useAcceptInvitation } from '../../api/invitation.api.ts';
import { switchLanguage } from '../../app/i18n.ts';
import { useSession } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

type FieldErrors = { password?: string; confirm?: string };

/**
 * A pending link: the password twice (the server is the authority on its length too), then the
 * link is used up and the page signs in with the address and the new password. Signing in is a
 * call of its own: when only it fails, the password is set and the sign-in form takes over.
 */
export function InvitationForm({
  token,
  invitation,
  onSignInNeeded,
  onStale,
}: {
  token: string;
  invitation: InvitationSummary;
  onSignInNeeded: (email: string) => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { formatDate } = useFormatters();
  const { setProfile } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const login = useLoginMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const joining = invitation.purpose === 'join';
  const values = { organisation: invitation.organisationName, email: invitation.email, name: invitation.name };

  const signIn = (email: string) =>
    login.mutate(
      { email, password },
      {
        onSuccess: async (profile) => {
          // Whatever a session open before in this browser had read belongs to someone else.
          client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'invitation' });
          await switchLanguage(profile.language);
          setProfile(profile);
          void navigate(pagePaths.home, { replace: true });
        },
        onError: () => onSignInNeeded(email),
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      ...(password.length < INVITATION_PASSWORD_MIN_LENGTH ? { password: t('invitationPage.passwordTooShort', { min: INVITATION_PASSWORD_MIN_LENGTH }) } : {}),
      ...(confirm !== password ? { confirm: t('invitationPage.passwordsDiffer') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    accept.mutate(
      { password },
      {
        onSuccess: (reply) => signIn(reply.email),
        // The link may have been used, withdrawn or let expire meanwhile: read again, the page then says which.
        onError: onStale,
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="invitation-title" data-testid="invitation-form" data-purpose={invitation.purpose}>
      <Stack gap="md">
        <Title order={1} size="h2" id="invitation-title" style={{ overflowWrap: 'anywhere' }}>
          {joining ? t('invitationPage.join.title', values) : t('invitationPage.setPassword.title')}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }} data-testid="invitation-who">
          {joining ? t('invitationPage.join.intro', values) : t('invitationPage.setPassword.intro', values)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('invitationPage.expires', { date: formatDate(invitation.expiresAt) })}
        </Text>
        {accept.error ? (
          <Alert color="red" role="alert" data-testid="invitation-error">
            {errorText(accept.error)}
          </Alert>
        ) : null}
        <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <PasswordInput
          label={t('invitationPage.password')}
          description={t('invitationPage.passwordHint', { min: INVITATION_PASSWORD_MIN_LENGTH })}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          visibilityToggleFocusable
          required
          data-testid="invitation-password"
        />
        <PasswordInput
          label={t('invitationPage.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={errors.confirm}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          visibilityToggleFocusable
          required
          data-testid="invitation-confirm"
        />
        <Button type="submit" loading={accept.isPending || login.isPending} fullWidth data-testid="invitation-submit">
          {joining ? t('invitationPage.join.submit') : t('invitationPage.setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
