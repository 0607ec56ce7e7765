import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LegislationAddOn, LegislationModule } from '../../../common/legislation/legislation.values.ts';
import { ApiRequestError } from '../../api/client.ts';
import { logLegislationClick, requestLegislationRedirect } from '../../api/legislation.api.ts';
import { logClientFailure } from '../../app/client-log.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast } from '../../components/ui/toast.ts';

const IN_APP_PREFIX = '/management/';

export type LegislationClick = { addOn: LegislationAddOn; module: LegislationModule; url: string; log: boolean };

/**
 * The add-on redirect (portal-area.md §4, §7, §8): a panel click is logged first (addToIpdLog),
 * then the redirect call is made and, on success, the browser goes to the address it returns: by
 * the router when it is one of Normscope's own pages, so the app is not loaded again. A failed
 * redirect shows the spec's toast: the server's error or message, else "An error occurred"
 * ("Unknown error occurred" when the call answered success false). A failed log is only reported
 * to the console: the user still gets where they asked to go.
 */
export function useLegislationRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [busyUrl, setBusyUrl] = useState<string | null>(null);

  const open = useCallback(
    async ({ addOn, module, url, log }: LegislationClick) => {
      setBusyUrl(url);
      try {
        if (log) await logLegislationClick(module, url).catch((error: unknown) => logClientFailure('Add to IPD log failed', error));
        const answer = await requestLegislationRedirect(addOn, url, module);
        if (!answer.success || !answer.redirect) {
          showErrorToast(answer.error ?? t('legislation.redirect.unknownError'));
          return;
        }
        if (answer.redirect.startsWith(IN_APP_PREFIX)) await navigate(answer.redirect);
        else window.location.assign(answer.redirect);
      } catch (error) {
        showErrorToast(error instanceof ApiRequestError && error.reason ? errorText(error) : t('legislation.redirect.error'));
      } finally {
        setBusyUrl(null);
      }
    },
    [navigate, t, errorText],
  );

  return { open, busyUrl };
}
