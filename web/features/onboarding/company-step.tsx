import { SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingState } from '../../../common/onboarding/onboarding.contract.ts';
import { EXAMPLE_EMAIL_HOST } from '../../../common/onboarding/onboarding-rules.ts';
import { LogoUpload } from './logo-upload.tsx';
import { useOnboardingOptions } from './onboarding-options.ts';
import { SelectField, TextAreaField, TextField } from './step-fields.tsx';
import { StepFrame, useStepSubmit } from './step-frame.tsx';
import { initialDetails, useStepForm } from './use-step-form.ts';

export type StepProps = { state: OnboardingState; onSaved: (state: OnboardingState) => Promise<void> | void; onBack?: () => void };

/** Step 1: the company, its logo, domains, address on the internet, country and industry. */
export function CompanyStep({ state, onSaved }: StepProps) {
  const { t } = useTranslation();
  const options = useOnboardingOptions();
  const context = useMemo(() => ({ isCountry: options.isCountry }), [options.isCountry]);
  const form = useStepForm('company', initialDetails(state, 'company'), context);
  const { submit, pending, failure } = useStepSubmit(state.caseId, form, onSaved);
  const label = (field: string) => t(`onboarding.wizard.fields.${field}`);
  return (
    <StepFrame step="company" intro={t('onboarding.wizard.intro.company')} submitLabel={t('onboarding.wizard.saveAndContinue')} submit={submit} pending={pending} failure={failure}>
      <TextField form={form} field="companyName" label={label('companyName')} required autoComplete="organization" />
      <LogoUpload caseId={state.caseId} originalFileName={state.originalLogoFileName} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField form={form} field="corporateEmailDomain" label={label('corporateEmailDomain')} required placeholder={EXAMPLE_EMAIL_HOST} description={t('onboarding.wizard.hints.corporateEmailDomain')} />
        <TextField form={form} field="publicIp" label={label('publicIp')} description={t('onboarding.wizard.hints.publicIp')} />
      </SimpleGrid>
      <TextAreaField form={form} field="subDomains" label={label('subDomains')} description={t('onboarding.wizard.hints.subDomains')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField form={form} field="country" label={label('country')} required data={options.countries} loading={options.loading} />
        <SelectField form={form} field="industry" label={label('industry')} required data={options.industries} loading={options.loading} />
      </SimpleGrid>
    </StepFrame>
  );
}
