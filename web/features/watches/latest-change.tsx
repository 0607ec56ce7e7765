import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { watchChangeText } from '../../../common/watches/watch-change.ts';
import type { WatchChange } from '../../../common/watches/watches.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/** What last changed on a watched document and when, in the user's words. */
export function LatestChange({ change }: { change: WatchChange | null }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  if (!change) {
    return (
      <Text size="sm" c="dimmed" data-testid="latest-change">
        {t('watches.noChange')}
      </Text>
    );
  }
  const text = watchChangeText(change, (key, values) => t(key, values));
  return (
    <Text size="sm" data-testid="latest-change">
      {t('watches.latestChangeOn', { change: text, date: formatDate(change.occurredAt) })}
    </Text>
  );
}
