import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { useOnboardingCase } from '../../api/onboarding.api.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { OnboardingRefusal, refusalOf } from '../../features/onboarding/onboarding-refusal.tsx';
import { OnboardingWizard } from '../../features/onboarding/onboarding-wizard.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

/** /management/onboarding/:caseId: one customer's onboarding, resumed where it stopped, or what it created. */
export function OnboardingWizardPage() {
  const { t } = useTranslation();
  const caseId = useParams().caseId ?? '';
  const onboardingCase = useOnboardingCase(caseId);
  const state = onboardingCase.data;
  const companyName = state?.steps.find((step) => step.name === 'company')?.fields.companyName;
  const title = typeof companyName === 'string' && companyName !== '' ? companyName : t('onboarding.wizard.newCustomer');
  usePageTitle(`${t('onboarding.wizard.title')} · ${title}`);
  const refusal = refusalOf(onboardingCase.error);
  if (refusal) return <OnboardingRefusal kind={refusal} />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pagePaths.onboarding} size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('onboarding.wizard.backToCases')}
        </Group>
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {state ? (
          <Badge variant="light" color={state.status === 'finished' ? 'teal' : 'blue'} data-testid="onboarding-status">
            {t(`onboarding.cases.status.${state.status}`)}
          </Badge>
        ) : null}
      </Group>
      <QueryState isPending={onboardingCase.isPending} error={onboardingCase.error} onRetry={() => void onboardingCase.refetch()} skeleton={<WizardSkeleton />}>
        {state ? <OnboardingWizard key={state.caseId} state={state} /> : null}
      </QueryState>
    </Stack>
  );
}

function WizardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <LoadingPlaceholder height={48} />
      <LoadingPlaceholder height={320} />
    </Stack>
  );
}
