import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { useLoginMutation } from '../../api/account.api.ts';
import { switchLanguage } from '../../app/i18n.ts';
import { useSession } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only same-app paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/management/') && !next.startsWith('//') ? next : pagePaths.home;
}

/** initialEmail: the address to sign in with, when the page already knows it (a one-time link's page after setting the password). */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { setProfile } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLoginMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      ...(email.trim() === '' ? { email: t('login.emailRequired') } : !EMAIL_PATTERN.test(email.trim()) ? { email: t('login.emailInvalid') } : {}),
      ...(password === '' ? { password: t('login.passwordRequired') } : {}),
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async (profile) => {
          await switchLanguage(profile.language);
          setProfile(profile);
          void navigate(safeNext(searchParams.get('next')), { replace: true });
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} w="100%" mx="auto">
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="login-title">
            {t('login.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('login.intro')}
          </Text>
          {login.error ? (
            <Alert color="red" role="alert" data-testid="login-error">
              {errorText(login.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fieldErrors.email}
            required
            data-autofocus
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            required
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
