import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnboardingDatasets } from '../../api/onboarding.api.ts';
import { useDatasetNames } from '../../components/ui/dataset-names.ts';
import type { StepProps } from './company-step.tsx';
import { MultiSelectField, NumberField, SwitchField, TextField } from './step-fields.tsx';
import { StepFrame, useStepSubmit } from './step-frame.tsx';
import { initialDetails, useStepForm } from './use-step-form.ts';

const NO_CONTEXT = {};
/** The contract's bounds (onboarding.contract.ts), so the inputs offer only what the server accepts. */
const SEATS = { min: 1, max: 100_000 };
const QUOTA = { min: 0, max: 1_000_000 };

/** Step 4: the subscription (dates, datasets, seats, AI quotas, add-ons); saving it creates the customer. */
export function InternalAdminStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const form = useStepForm('internalAdmin', initialDetails(state, 'internalAdmin'), NO_CONTEXT);
  const { submit, pending, failure } = useStepSubmit(state.caseId, form, onSaved);
  const datasets = useOnboardingDatasets();
  const { sorted } = useDatasetNames();
  const datasetOptions = useMemo(() => sorted(datasets.data?.datasets ?? []).map((dataset) => ({ value: dataset.code, label: dataset.label })), [sorted, datasets.data]);
  const label = (field: string) => t(`onboarding.wizard.fields.${field}`);
  return (
    <StepFrame step="internalAdmin" intro={t('onboarding.wizard.intro.internalAdmin')} onBack={onBack} submitLabel={t('onboarding.wizard.saveAndCreate')} submit={submit} pending={pending} failure={failure}>
      <TextField form={form} field="subscriptionName" label={label('subscriptionName')} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField form={form} field="startDate" label={label('startDate')} required placeholder={t('onboarding.wizard.hints.datePlaceholder')} description={t('onboarding.wizard.hints.date')} inputMode="numeric" />
        <TextField form={form} field="endDate" label={label('endDate')} required placeholder={t('onboarding.wizard.hints.datePlaceholder')} description={t('onboarding.wizard.hints.date')} inputMode="numeric" />
      </SimpleGrid>
      <MultiSelectField form={form} field="datasets" label={label('datasets')} description={t('onboarding.wizard.hints.datasets')} data={datasetOptions} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberField form={form} field="seats" label={label('seats')} required {...SEATS} />
        <NumberField form={form} field="aiChatQuota" label={label('aiChatQuota')} description={t('onboarding.wizard.hints.perMonth')} {...QUOTA} />
        <NumberField form={form} field="aiCompareQuota" label={label('aiCompareQuota')} description={t('onboarding.wizard.hints.perMonth')} {...QUOTA} />
      </SimpleGrid>
      <Stack gap="sm">
        <SwitchField form={form} field="legislationAddOn" label={label('legislationAddOn')} />
        <SwitchField form={form} field="euLawAddOn" label={label('euLawAddOn')} />
      </Stack>
      <TextField form={form} field="internalContact" label={label('internalContact')} description={t('onboarding.wizard.hints.internalContact')} />
    </StepFrame>
  );
}
