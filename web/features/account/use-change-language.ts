import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, type Locale } from '../../../common/locales.ts';
import { useLanguageMutation } from '../../api/account.api.ts';
import { switchLanguage } from '../../app/i18n.ts';
import { useSession } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';

/** Saves the language (to the profile when signed in, a cookie otherwise) and switches the page to it. */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { profile, setProfile } = useSession();
  const mutation = useLanguageMutation();
  const queryClient = useQueryClient();
  const change = useCallback(
    (language: Locale) => {
      mutation.mutate(language, {
        onSuccess: async () => {
          await switchLanguage(language);
          if (profile) setProfile({ ...profile, language });
          // What the server words in the user's language (titles, the product's collection names) is fetched again.
          void queryClient.invalidateQueries();
          showSuccessToast(t('userMenu.languageChanged', { language: LOCALE_NAMES[language] }));
        },
        onError: (error) => showErrorToast(errorText(error)),
      });
    },
    [mutation, profile, setProfile, t, errorText, queryClient],
  );
  return { change, isPending: mutation.isPending };
}
