import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client.ts';

/** Turns any failure into text for the user: the translated reason when known, else the server's reason. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError) {
        if (error.reasonKey && error.code !== 400 && i18n.exists(error.reasonKey)) return t(error.reasonKey, error.values);
        return error.reason;
      }
      return t('errors.server');
    },
    [t, i18n],
  );
}
