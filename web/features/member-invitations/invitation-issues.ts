import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client.ts';
import { useErrorText } from '../../components/ui/error-text.ts';

/** One problem of a form field or of a CSV line: `invitees.<index>.<field>` or `lines.<line>.<field>` (the file's own line number). */
export type FieldProblem = { index: number; field: string | null; text: string };

const ISSUE_PATH = /^(?:invitees|lines)\.(\d+)(?:\.(\w+))?/;

/** The translated text of each issue that names a line or an invitee, in the order given. */
export function useIssueProblems(): (error: unknown) => FieldProblem[] {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiRequestError)) return [];
      return error.issues.flatMap((issue) => {
        const match = ISSUE_PATH.exec(issue.path);
        if (!match) return [];
        const text = issue.messageKey && i18n.exists(issue.messageKey) ? t(issue.messageKey, issue.values ?? {}) : issue.message;
        return [{ index: Number(match[1]), field: match[2] ?? null, text }];
      });
    },
    [t, i18n],
  );
}

/**
 * A whole call's failure in the page's language, filled with the answer's values (how many seats are
 * free, which address exists); a 400 names its reason too, since its lines say what is wrong in each.
 */
export function useInvitationErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.reasonKey && i18n.exists(error.reasonKey)) return t(error.reasonKey, error.values);
      return errorText(error);
    },
    [t, i18n, errorText],
  );
}
