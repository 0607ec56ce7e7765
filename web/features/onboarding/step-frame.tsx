import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingState } from '../../../common/onboarding/onboarding.contract.ts';
import { ONBOARDING_MESSAGE_KEYS, type OnboardingStep } from '../../../common/onboarding/onboarding.values.ts';
import { ApiRequestError } from '../../api/client.ts';
import { useSaveStep, type StepSave } from '../../api/onboarding.api.ts';
import { focusField, type StepForm } from './use-step-form.ts';

type Failure = { kind: 'save' | 'process'; text: string };

/**
 * What a failed call tells the operator: the field failures and the reason for what the operator
 * can correct (400, 409), else the spec's message for a save or a creation that failed (§8).
 */
function useFailureText() {
  const { t, i18n } = useTranslation();
  return (error: unknown, kind: Failure['kind']): string => {
    if (error instanceof ApiRequestError && (error.code === 400 || error.code === 409)) {
      return error.reasonKey && i18n.exists(error.reasonKey) ? t(error.reasonKey) : error.reason;
    }
    return t(kind === 'save' ? ONBOARDING_MESSAGE_KEYS.saveFailed : ONBOARDING_MESSAGE_KEYS.processFailed);
  };
}

/**
 * Saves a step once its fields pass in the browser, then hands the case on (the next step, or the
 * last step's creation); the server's field failures go back onto the fields.
 */
export function useStepSubmit<S extends OnboardingStep>(caseId: string, form: StepForm<S>, onSaved: (state: OnboardingState) => Promise<void> | void) {
  const save = useSaveStep(caseId);
  const failureText = useFailureText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [finishing, setFinishing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = form.validate();
    if (invalid) {
      focusField(form.step, invalid);
      return;
    }
    let saved: OnboardingState;
    try {
      saved = await save.mutateAsync({ step: form.step, details: form.values } as StepSave);
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues.length > 0) focusField(form.step, form.showServerIssues(error.issues));
      setFailure({ kind: 'save', text: failureText(error, 'save') });
      return;
    }
    setFinishing(true);
    try {
      await onSaved(saved);
    } catch (error) {
      setFailure({ kind: 'process', text: failureText(error, 'process') });
    } finally {
      setFinishing(false);
    }
  };

  return { submit: (event: FormEvent) => void submit(event), pending: save.isPending || finishing, failure };
}

/** A step's form: its fields, what failed, and the way back and on. */
export function StepFrame({
  step,
  intro,
  children,
  onBack,
  submitLabel,
  submit,
  pending,
  failure,
}: {
  step: OnboardingStep;
  intro: string;
  children: ReactNode;
  onBack?: (() => void) | undefined;
  submitLabel: string;
  submit: (event: FormEvent) => void;
  pending: boolean;
  failure: Failure | null;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={submit} data-testid={`onboarding-step-${step}`} aria-label={t(`onboarding.wizard.steps.${step}`)}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
        <Text size="xs" c="dimmed">
          {t('onboarding.wizard.requiredNote')}
        </Text>
        {children}
        {failure ? (
          <Alert color="red" role="alert" data-testid="onboarding-failure" data-kind={failure.kind}>
            {failure.text}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          {onBack ? (
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={pending}>
              {t('onboarding.wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={pending} data-testid="onboarding-save">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
