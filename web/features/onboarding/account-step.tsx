import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './company-step.tsx';
import { useOnboardingOptions } from './onboarding-options.ts';
import { SelectField, TextField } from './step-fields.tsx';
import { StepFrame, useStepSubmit } from './step-frame.tsx';
import { initialDetails, useStepForm } from './use-step-form.ts';

/** Step 3: who receives the invoices, and where. */
export function AccountStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const options = useOnboardingOptions();
  const context = useMemo(() => ({ isCountry: options.isCountry }), [options.isCountry]);
  const form = useStepForm('account', initialDetails(state, 'account'), context);
  const { submit, pending, failure } = useStepSubmit(state.caseId, form, onSaved);
  const label = (field: string) => t(`onboarding.wizard.fields.${field}`);
  return (
    <StepFrame step="account" intro={t('onboarding.wizard.intro.account')} onBack={onBack} submitLabel={t('onboarding.wizard.saveAndContinue')} submit={submit} pending={pending} failure={failure}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField form={form} field="contactName" label={label('contactName')} required />
        <TextField form={form} field="contactEmail" label={label('contactEmail')} required type="email" inputMode="email" />
        <TextField form={form} field="invoicingNumber" label={label('invoicingNumber')} required inputMode="numeric" description={t('onboarding.wizard.hints.digits')} />
        <TextField form={form} field="businessUnit" label={label('businessUnit')} />
      </SimpleGrid>
      <TextField form={form} field="address" label={label('address')} required autoComplete="street-address" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField form={form} field="suburb" label={label('suburb')} required />
        <TextField form={form} field="state" label={label('state')} required />
        <TextField form={form} field="postCode" label={label('postCode')} required inputMode="numeric" />
        <SelectField form={form} field="country" label={label('invoicingCountry')} required data={options.countries} loading={options.loading} />
      </SimpleGrid>
    </StepFrame>
  );
}
