import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OnboardingCaseList } from '../../../common/onboarding/onboarding.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useOnboardingCases, useOpenCase } from '../../api/onboarding.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { OnboardingRefusal, refusalOf } from '../../features/onboarding/onboarding-refusal.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

type CaseRow = OnboardingCaseList['cases'][number];
const AS_CARDS = '(max-width: 47.99em)';

/** /management/onboarding: the platform operators' customer onboardings, open and finished, and a new one. */
export function OnboardingCasesPage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.cases.title'));
  const cases = useOnboardingCases();
  const openCase = useOpenCase();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const refusal = refusalOf(cases.error);
  if (refusal === 'notOperator') return <OnboardingRefusal kind={refusal} />;

  const start = () => openCase.mutate(undefined, { onSuccess: (state) => void navigate(pagePaths.onboardingCase(state.caseId)) });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Title order={1}>{t('onboarding.cases.title')}</Title>
          <Text c="dimmed">{t('onboarding.cases.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={start} loading={openCase.isPending} disabled={!cases.data} data-testid="onboarding-new-case">
          {t('onboarding.cases.newCustomer')}
        </Button>
      </Group>
      {openCase.error ? (
        <Alert color="red" role="alert">
          {errorText(openCase.error)}
        </Alert>
      ) : null}
      <QueryState isPending={cases.isPending} error={cases.error} onRetry={() => void cases.refetch()} skeleton={<CasesSkeleton />}>
        {cases.data && cases.data.cases.length === 0 ? (
          <Text c="dimmed" data-testid="onboarding-cases-empty">
            {t('onboarding.cases.empty')}
          </Text>
        ) : (
          <CaseList rows={cases.data?.cases ?? []} />
        )}
      </QueryState>
    </Stack>
  );
}

function useCaseTexts(row: CaseRow) {
  const { t } = useTranslation();
  const { formatDateTime, formatNumber } = useFormatters();
  return {
    company: row.companyName || t('onboarding.wizard.newCustomer'),
    step: row.status === 'finished' ? t('onboarding.cases.done') : t(`onboarding.wizard.steps.${row.currentStep}`),
    created: formatDateTime(row.createdAt),
    changed: formatDateTime(row.finishedAt ?? row.updatedAt),
    seats: row.seatCount === null ? '—' : t('onboarding.cases.seatsValue', { used: formatNumber(row.seatsUsed ?? 0), total: formatNumber(row.seatCount) }),
  };
}

function CaseList({ rows }: { rows: CaseRow[] }) {
  const { t } = useTranslation();
  const asCards = useMediaQuery(AS_CARDS, false, { getInitialValueInEffect: false });
  if (asCards) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('onboarding.cases.listLabel')}>
        {rows.map((row) => (
          <Paper component="li" key={row.caseId} withBorder radius="md" p="sm" data-testid="onboarding-case" data-case-id={row.caseId} data-status={row.status}>
            <CaseCard row={row} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped aria-label={t('onboarding.cases.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('onboarding.cases.company')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.cases.step')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.cases.statusLabel')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.cases.createdBy')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.cases.created')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.cases.changed')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.cases.seats')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <CaseTableRow key={row.caseId} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CaseLink({ row, name }: { row: CaseRow; name: string }) {
  return (
    <Anchor component={Link} to={pagePaths.onboardingCase(row.caseId)} fw={500} style={{ overflowWrap: 'anywhere' }}>
      {name}
    </Anchor>
  );
}

function StatusBadge({ status }: { status: CaseRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'finished' ? 'teal' : 'blue'} miw="max-content">
      {t(`onboarding.cases.status.${status}`)}
    </Badge>
  );
}

function CaseTableRow({ row }: { row: CaseRow }) {
  const texts = useCaseTexts(row);
  return (
    <Table.Tr data-testid="onboarding-case" data-case-id={row.caseId} data-status={row.status}>
      <Table.Td>
        <CaseLink row={row} name={texts.company} />
      </Table.Td>
      <Table.Td>{texts.step}</Table.Td>
      <Table.Td>
        <StatusBadge status={row.status} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.createdBy}</Table.Td>
      <Table.Td>{texts.created}</Table.Td>
      <Table.Td>{texts.changed}</Table.Td>
      <Table.Td data-field="seats">{texts.seats}</Table.Td>
    </Table.Tr>
  );
}

function CaseCard({ row }: { row: CaseRow }) {
  const { t } = useTranslation();
  const texts = useCaseTexts(row);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <CaseLink row={row} name={texts.company} />
        <StatusBadge status={row.status} />
      </Group>
      <Text size="sm">
        {t('onboarding.cases.step')}: {texts.step}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('onboarding.cases.createdByOn', { name: row.createdBy, date: texts.created })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('onboarding.cases.changed')}: {texts.changed}
      </Text>
      <Text size="xs" data-field="seats">
        {t('onboarding.cases.seats')}: {texts.seats}
      </Text>
    </Stack>
  );
}

function CasesSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('common.loading')}>
      <LoadingPlaceholder height={36} />
      <LoadingPlaceholder height={56} />
      <LoadingPlaceholder height={56} />
    </Stack>
  );
}
