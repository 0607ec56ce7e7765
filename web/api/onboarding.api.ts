import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LogoUploadReply,
  OnboardingCaseList,
  OnboardingDatasetList,
  OnboardingFieldReply,
  OnboardingState,
  OnboardingStepDetails,
  ProcessReply,
} from '../../common/onboarding/onboarding.contract.ts';
import { LOGO_FILE_FIELD, onboardingPaths, type OnboardingFieldName, type OnboardingStep } from '../../common/onboarding/onboarding.values.ts';
import { apiRequest } from './client.ts';

/** One step's details as saveCustomerDetails takes them. */
export type StepSave = { [S in OnboardingStep]: { step: S; details: OnboardingStepDetails[S] } }[OnboardingStep];

const casesKey = ['onboarding', 'cases'] as const;
const caseKey = (caseId: string) => ['onboarding', 'case', caseId] as const;

/** The operator's cases, open and finished, newest first. */
export function useOnboardingCases() {
  return useQuery({ queryKey: casesKey, queryFn: ({ signal }) => apiRequest<OnboardingCaseList>(onboardingPaths.cases, { signal }) });
}

export function useOpenCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<OnboardingState>(onboardingPaths.cases, { json: {} }),
    onSuccess: (state) => {
      client.setQueryData(caseKey(state.caseId), state);
      return client.invalidateQueries({ queryKey: casesKey });
    },
  });
}

/** A case as getDetails answers it: the saved steps, the current one, and what processing created. */
export function useOnboardingCase(caseId: string) {
  return useQuery({ queryKey: caseKey(caseId), queryFn: ({ signal }) => apiRequest<OnboardingState>(onboardingPaths.getDetails(caseId), { signal }) });
}

/** Saves one step; the answer is the case as it now stands, so the wizard moves on from it. */
export function useSaveStep(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StepSave) => apiRequest<OnboardingState>(onboardingPaths.saveCustomerDetails(caseId), { json: input }),
    onSuccess: (state) => {
      client.setQueryData(caseKey(caseId), state);
      return client.invalidateQueries({ queryKey: casesKey });
    },
  });
}

/** Creates the organisation, subscription and admin; the admin's mail is written in the page's language. */
export function useProcessCase(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: string) => apiRequest<ProcessReply>(onboardingPaths.process, { json: { caseId, language } }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: caseKey(caseId) }), client.invalidateQueries({ queryKey: casesKey })]),
  });
}

export function useUploadLogo(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(LOGO_FILE_FIELD, file);
      return apiRequest<LogoUploadReply>(onboardingPaths.uploadCompanyLogo(caseId), { form });
    },
    onSuccess: (reply) =>
      client.setQueryData<OnboardingState>(caseKey(caseId), (state) => (state ? { ...state, logo: reply.logoName, originalLogoFileName: reply.originalLogoFileName } : state)),
  });
}

/** The country or industry options, named in the page's language. */
export function useFieldOptions(name: OnboardingFieldName, language: string) {
  return useQuery({
    queryKey: ['onboarding', 'field', name, language],
    queryFn: ({ signal }) => apiRequest<OnboardingFieldReply>(`${onboardingPaths.field(name)}?language=${encodeURIComponent(language)}`, { signal }),
    staleTime: Infinity,
  });
}

export function useOnboardingDatasets() {
  return useQuery({
    queryKey: ['onboarding', 'datasets'],
    queryFn: ({ signal }) => apiRequest<OnboardingDatasetList>(onboardingPaths.datasets, { signal }),
    staleTime: 5 * 60_000,
  });
}
