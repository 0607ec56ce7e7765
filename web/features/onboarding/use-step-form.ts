import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiIssue } from '../../../common/envelope.ts';
import type { OnboardingState, OnboardingStepDetails } from '../../../common/onboarding/onboarding.contract.ts';
import { validateStep, type OnboardingStepContext } from '../../../common/onboarding/onboarding-steps.ts';
import { ONBOARDING_BLANK_DETAILS, type OnboardingStep } from '../../../common/onboarding/onboarding.values.ts';

type Details<S extends OnboardingStep> = OnboardingStepDetails[S];
export type FieldOf<S extends OnboardingStep> = keyof Details<S> & string;

export type StepForm<S extends OnboardingStep> = {
  step: S;
  values: Details<S>;
  set: <K extends FieldOf<S>>(field: K, value: Details<S>[K]) => void;
  /** Leaving a field checks it (and shows its first failure from then on). */
  blur: (field: FieldOf<S>) => void;
  error: (field: FieldOf<S>) => string | undefined;
  /** Checks every field, shows each one's first failure, and answers the first failing field (null when all pass). */
  validate: () => FieldOf<S> | null;
  /** The server's failures on the fields it names (it is the authority; its rules may see what the browser does not). */
  showServerIssues: (issues: ApiIssue[]) => FieldOf<S> | null;
};

/** The step's fields as getDetails gave them (its saved details, else the blanks with the spec's defaults). */
export function initialDetails<S extends OnboardingStep>(state: OnboardingState, step: S): Details<S> {
  const fields = state.steps.find((entry) => entry.name === step)?.fields ?? {};
  return { ...ONBOARDING_BLANK_DETAILS[step], ...fields } as Details<S>;
}

/** The last part of an issue's path names the field ("admin.phone", "details.seats"). */
const fieldOfIssue = (issue: ApiIssue) => issue.path.split('.').at(-1) ?? '';

/**
 * One wizard step's values with the shared section-5 rules (validateStep) run in the browser: a
 * field's first failure shows once the field has been left or the step saved, and the server's
 * failures show on the fields they name until the field changes.
 */
export function useStepForm<S extends OnboardingStep>(step: S, initial: Details<S>, context: OnboardingStepContext): StepForm<S> {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});

  const failures = useMemo(() => validateStep(step, values, context), [step, values, context]);
  const localMessage = useCallback(
    (field: string) => {
      const failure = failures.find((entry) => entry.field === field);
      return failure ? t(failure.messageKey, failure.values) : undefined;
    },
    [failures, t],
  );

  const set = useCallback(<K extends FieldOf<S>>(field: K, value: Details<S>[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const blur = useCallback((field: FieldOf<S>) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))), []);

  const error = useCallback((field: FieldOf<S>) => (touched.has(field) ? localMessage(field) : undefined) ?? serverErrors[field], [touched, localMessage, serverErrors]);

  const validate = useCallback((): FieldOf<S> | null => {
    setTouched(new Set(Object.keys(values)));
    return (failures[0]?.field as FieldOf<S> | undefined) ?? null;
  }, [values, failures]);

  const showServerIssues = useCallback(
    (issues: ApiIssue[]): FieldOf<S> | null => {
      const byField: Record<string, string> = {};
      for (const issue of issues) {
        const field = fieldOfIssue(issue);
        // The browser's translation of the same rule where it sees the failure too, else the server's text.
        byField[field] ??= localMessage(field) ?? issue.message;
      }
      setServerErrors(byField);
      const first = Object.keys(values).find((field) => field in byField);
      return (first as FieldOf<S> | undefined) ?? null;
    },
    [localMessage, values],
  );

  return { step, values, set, blur, error, validate, showServerIssues };
}

/** The input's id for a field of a step, so a failed save can move the focus to it. */
export const fieldId = (step: OnboardingStep, field: string) => `onboarding-${step}-${field}`;

export function focusField(step: OnboardingStep, field: string | null): void {
  if (!field) return;
  // After React has drawn the failure, so the screen reader hears the field with its message.
  requestAnimationFrame(() => document.getElementById(fieldId(step, field))?.focus());
}
