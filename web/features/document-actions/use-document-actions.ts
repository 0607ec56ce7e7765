import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult, RecordAction, RecordActions } from '../../../common/search/search-results.contract.ts';
import { runDocumentAction, type DocumentActionName } from '../../api/search.api.ts';
import { useErrorText } from '../../components/ui/error-text.ts';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../components/ui/toast.ts';

/** The server call behind each row action (search-area.md §3 and §7). */
export const ACTION_CALLS: Record<RecordAction, { action: DocumentActionName; global?: boolean }> = {
  addItem: { action: 'addToCollection' },
  remItem: { action: 'removeFromCollection' },
  watchItem: { action: 'addToWatch' },
  unWatchItem: { action: 'removeFromWatch' },
  unWatchItemGlobal: { action: 'removeFromWatch', global: true },
};

export type DocumentActionState = Pick<ActionResult['documents'][number], 'actions' | 'watch' | 'myDoc' | 'collection' | 'collections'>;

/**
 * Runs row and bulk actions: each action keeps its own processing flag, the server's
 * messages show as toasts (translated when the web app knows the key), and every cached
 * search and document refreshes afterwards.
 */
export function useDocumentActions(onChanged?: (result: ActionResult) => void) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  /** A message about one document names it ("You now watch ISO 9001:2015…"); about several, it counts them. */
  const message = (key: string | null, fallback: string | null, values: ActionResult['messageValues'], name: string | null) => {
    const named = key && name ? key.replace('search.actions.', 'search.actionsForOne.') : null;
    if (named && i18n.exists(named)) return t(named, { ...values, name });
    return key && i18n.exists(key) ? t(key, values) : fallback;
  };

  async function run(action: RecordAction, docIds: number[], options: { collectionId?: number | null; bulk: boolean; key: string; name?: string }) {
    const call = ACTION_CALLS[action];
    setPending((current) => new Set(current).add(options.key));
    try {
      const result = await runDocumentAction(call.action, {
        docIds,
        collectionId: options.collectionId ?? null,
        bulk: options.bulk,
        ...(call.global ? { global: true } : {}),
      });
      const name = docIds.length === 1 ? (options.name ?? null) : null;
      const success = message(result.successKey, result.successMsg, result.messageValues, name);
      const warning = message(result.warnKey, result.warnMsg, result.messageValues, name);
      if (success) showSuccessToast(success);
      if (warning) showWarningToast(warning);
      onChanged?.(result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['search'] }),
        queryClient.invalidateQueries({ queryKey: ['document'] }),
        queryClient.invalidateQueries({ queryKey: ['collections'] }),
      ]);
      return result;
    } catch (error) {
      showErrorToast(errorText(error));
      return null;
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(options.key);
        return next;
      });
    }
  }

  return { run, isPending: (key: string) => pending.has(key) };
}

/** The actions a row offers, in display order, from the server's map. */
export function allowedActions(actions: RecordActions): RecordAction[] {
  return (['addItem', 'remItem', 'watchItem', 'unWatchItem', 'unWatchItemGlobal'] as const).filter((action) => actions[action]);
}
