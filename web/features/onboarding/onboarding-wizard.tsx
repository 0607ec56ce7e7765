import { Paper, Stepper, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale } from '../../../common/locales.ts';
import type { OnboardingState } from '../../../common/onboarding/onboarding.contract.ts';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../../common/onboarding/onboarding.values.ts';
import { useProcessCase } from '../../api/onboarding.api.ts';
import { AccountStep } from './account-step.tsx';
import { AdminStep } from './admin-step.tsx';
import { CompanyStep, type StepProps } from './company-step.tsx';
import { InternalAdminStep } from './internal-admin-step.tsx';
import { OnboardingResult } from './onboarding-result.tsx';

const STEP_FORMS: Record<OnboardingStep, ComponentType<StepProps>> = { company: CompanyStep, admin: AdminStep, account: AccountStep, internalAdmin: InternalAdminStep };
const LAST = ONBOARDING_STEPS.length - 1;
const NARROW = '(max-width: 47.99em)';

/**
 * The four steps in order (§2, §4): each saved step opens the next; the steps up to the one to
 * fill next can be revisited, later ones not. Saving the last step creates the customer, and the
 * case then shows what was created. It opens at the step the case reached, so an operator resumes.
 */
export function OnboardingWizard({ state }: { state: OnboardingState }) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const reachable = ONBOARDING_STEPS.indexOf(state.currentStep);
  const [active, setActive] = useState(reachable);
  const process = useProcessCase(state.caseId);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step's heading takes the focus (not on opening the page), so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [active]);

  if (state.status === 'finished') return <OnboardingResult state={state} />;

  const go = (index: number) => {
    moved.current = true;
    setActive(index);
  };
  const step = ONBOARDING_STEPS[active] ?? 'company';
  const StepForm = STEP_FORMS[step];
  const onSaved = async () => {
    if (active < LAST) go(active + 1);
    else await process.mutateAsync(resolveLocale(i18n.language));
  };

  return (
    <>
      <Stepper
        active={active}
        onStepClick={(index) => index <= reachable && go(index)}
        orientation={narrow ? 'vertical' : 'horizontal'}
        size="sm"
        aria-label={t('onboarding.wizard.stepsLabel')}
        data-testid="onboarding-stepper"
      >
        {ONBOARDING_STEPS.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`onboarding.wizard.steps.${name}`)}
            description={state.steps[index]?.saved ? t('onboarding.wizard.saved') : undefined}
            allowStepSelect={index <= reachable}
            aria-current={index === active ? 'step' : undefined}
            data-step={name}
          />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h3" mb="sm" ref={heading} tabIndex={-1} data-testid="onboarding-step-title">
          {t('onboarding.wizard.stepTitle', { number: active + 1, total: ONBOARDING_STEPS.length, name: t(`onboarding.wizard.steps.${step}`) })}
        </Title>
        <StepForm key={step} state={state} onSaved={onSaved} {...(active > 0 ? { onBack: () => go(active - 1) } : {})} />
      </Paper>
    </>
  );
}
