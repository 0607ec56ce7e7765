import { Anchor, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentlyViewed } from '../../api/search.api.ts';
import { useProfile } from '../../app/session-context.tsx';
import classes from './search-bar.module.css';

/** The documents the user opened last (search-area.md §2); lite subscriptions do not get the list. */
export function RecentlyViewedList() {
  const { t } = useTranslation();
  const profile = useProfile();
  const headingId = useId();
  const recent = useRecentlyViewed(!profile.isLiteSubscription);
  const documents = recent.data ?? [];
  if (profile.isLiteSubscription || documents.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId} data-testid="recently-viewed">
      <Text id={headingId} size="sm" fw={600} c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <IconHistory size={14} aria-hidden />
        {t('searchBar.recentlyViewed')}
      </Text>
      <ul className={classes.recentList}>
        {documents.map((document) => (
          <li key={document.link}>
            <Anchor component={Link} to={document.link} size="sm" lineClamp={1} className={classes.wrapAnywhere} title={document.name}>
              {document.name}
            </Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
