import { displayStatus } from '../catalogue/document-status.ts';
import type { WatchChange } from './watches.contract.ts';

export type TranslateChange = (key: string, values?: Record<string, string | number>) => string;

/**
 * A watched document's change in the reader's words, for the Watched documents page and the
 * watch mail alike (both translate with the same `watches.change.*` keys).
 */
export function watchChangeText(change: WatchChange, t: TranslateChange): string {
  const status = (code: string | null) => (code ? t(`status.display.${displayStatus({ docStatusCode: code })}`) : '—');
  const values = {
    number: change.number ?? '—',
    previous: change.previousNumber ?? '—',
    from: status(change.fromStatus),
    to: status(change.toStatus),
  };
  switch (change.kind) {
    case 'newEdition':
      return t('watches.change.newEdition', values);
    case 'superseded':
      return t(change.toStatus === 'P' ? 'watches.change.partiallySuperseded' : 'watches.change.superseded', values);
    case 'withdrawn':
      return t('watches.change.withdrawn', values);
    case 'amended':
      return t(change.corrigendum ? 'watches.change.corrected' : 'watches.change.amended', values);
    case 'statusChanged':
      return t('watches.change.statusChanged', values);
  }
}
