import { Select, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDetails } from '../../../common/onboarding/onboarding.contract.ts';
import { ONBOARDING_INITIALS } from '../../../common/onboarding/onboarding.values.ts';
import type { StepProps } from './company-step.tsx';
import { TextField } from './step-fields.tsx';
import { StepFrame, useStepSubmit } from './step-frame.tsx';
import { fieldId, initialDetails, useStepForm } from './use-step-form.ts';

/** The corporate email domain the company step saved: the admin's address must be in it. */
function savedDomain(state: StepProps['state']): string | undefined {
  const company = state.steps.find((step) => step.name === 'company');
  const domain = company?.saved ? company.fields.corporateEmailDomain : undefined;
  return typeof domain === 'string' && domain !== '' ? domain : undefined;
}

/** Step 2: the organisation's first admin, who is mailed a link to set a password. */
export function AdminStep({ state, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const domain = savedDomain(state);
  const context = useMemo(() => ({ corporateEmailDomain: domain }), [domain]);
  const form = useStepForm('admin', initialDetails(state, 'admin'), context);
  const { submit, pending, failure } = useStepSubmit(state.caseId, form, onSaved);
  const label = (field: string) => t(`onboarding.wizard.fields.${field}`);
  const initials = ONBOARDING_INITIALS.map((value) => ({ value, label: t(`onboarding.wizard.initials.${value}`) }));
  return (
    <StepFrame step="admin" intro={t('onboarding.wizard.intro.admin')} onBack={onBack} submitLabel={t('onboarding.wizard.saveAndContinue')} submit={submit} pending={pending} failure={failure}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          id={fieldId('admin', 'initial')}
          label={label('initial')}
          data={initials}
          allowDeselect={false}
          value={form.values.initial}
          onChange={(value) => value && form.set('initial', value as AdminDetails['initial'])}
          data-field="initial"
        />
        <TextField form={form} field="position" label={label('position')} required autoComplete="organization-title" />
        <TextField form={form} field="firstName" label={label('firstName')} required />
        <TextField form={form} field="lastName" label={label('lastName')} required />
        <TextField
          form={form}
          field="email"
          label={label('email')}
          required
          type="email"
          inputMode="email"
          description={domain ? t('onboarding.wizard.hints.adminEmail', { domain }) : undefined}
        />
        <TextField form={form} field="phone" label={label('phone')} required type="tel" inputMode="tel" description={t('onboarding.wizard.hints.phone')} />
      </SimpleGrid>
    </StepFrame>
  );
}
