import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OnboardingState } from '../../../common/onboarding/onboarding.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { DetailsTable, type DetailsRow } from '../../components/ui/details-table.tsx';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function fieldsOf(state: OnboardingState, step: OnboardingState['steps'][number]['name']): Record<string, unknown> {
  return state.steps.find((entry) => entry.name === step)?.fields ?? {};
}

/**
 * What processing a case created (spec §4: customerCreated, sid, subscriptionId, the warning), and
 * the admin's mail; a finished case opens on it, read-only.
 */
export function OnboardingResult({ state }: { state: OnboardingState }) {
  const { t } = useTranslation();
  const company = fieldsOf(state, 'company');
  const admin = fieldsOf(state, 'admin');
  const internal = fieldsOf(state, 'internalAdmin');
  const adminEmail = text(admin.email);
  const rows: DetailsRow[] = [
    { key: 'companyName', label: t('onboarding.wizard.fields.companyName'), value: text(company.companyName) },
    { key: 'sid', label: t('onboarding.wizard.result.sid'), value: state.sid ?? '' },
    { key: 'subscriptionId', label: t('onboarding.wizard.result.subscriptionId'), value: state.subscriptionId === null ? '' : String(state.subscriptionId) },
    { key: 'subscriptionName', label: t('onboarding.wizard.fields.subscriptionName'), value: text(internal.subscriptionName) },
    { key: 'period', label: t('onboarding.wizard.result.period'), value: t('onboarding.wizard.result.periodValue', { start: text(internal.startDate), end: text(internal.endDate) }) },
    { key: 'admin', label: t('onboarding.wizard.result.admin'), value: `${text(admin.firstName)} ${text(admin.lastName)} (${adminEmail})` },
    { key: 'corporateEmailDomain', label: t('onboarding.wizard.fields.corporateEmailDomain'), value: text(company.corporateEmailDomain) },
    ...(state.originalLogoFileName ? [{ key: 'logo', label: t('onboarding.wizard.fields.logo'), value: state.originalLogoFileName }] : []),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="onboarding-result">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={28} color="var(--mantine-color-teal-7)" aria-hidden style={{ flex: 'none' }} />
          <Title order={2} size="h3">
            {t('onboarding.wizard.result.title')}
          </Title>
        </Group>
        {state.warning ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('onboarding.wizard.result.warningTitle')} data-testid="onboarding-warning">
            {state.warning}
          </Alert>
        ) : null}
        <DetailsTable rows={rows} testId="onboarding-result-details" />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMail size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="onboarding-mail-sent">
            {t('onboarding.wizard.result.mailSent', { email: adminEmail })}
          </Text>
        </Group>
        <Anchor component={Link} to={pagePaths.onboarding} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t('onboarding.wizard.backToCases')}
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
