import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellRinging, IconFileDownload, IconFileText, IconFolderPlus, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivitiesContent, ActivityKind } from '../../../common/home/home.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import classes from './dashboard.module.css';

const ICONS: Record<ActivityKind, ReactNode> = {
  documentOpened: <IconFileText size={18} aria-hidden />,
  comment: <IconMessage size={18} aria-hidden />,
  exportReady: <IconFileDownload size={18} aria-hidden />,
  collectionDocument: <IconFolderPlus size={18} aria-hidden />,
  alertDigest: <IconBellRinging size={18} aria-hidden />,
};

/** myActivities (portal-area.md §2, cards): what happened lately for the user and the organisation, each card linking to its place. */
export function ActivitiesContentView({ content, empty }: { content: ActivitiesContent; empty: ReactNode }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatters();
  if (content.cards.length === 0) return <>{empty}</>;
  return (
    <ul className={classes.cards} data-testid="activity-cards">
      {content.cards.map((card, index) => (
        <Paper component="li" key={`${card.kind}-${card.at}-${index}`} withBorder radius="sm" p="sm" data-testid="activity-card" data-activity-kind={card.kind}>
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap" c="blue">
              {ICONS[card.kind]}
              <Text size="xs" c="dimmed">
                {formatDateTime(card.at)}
              </Text>
            </Group>
            <Anchor component={Link} to={card.link} size="sm" fw={600} className={classes.wrapAnywhere}>
              {t(`home.activities.${card.kind}`, { subject: card.subject, actor: card.actor ?? '', ...(card.count === null ? {} : { count: card.count }) })}
            </Anchor>
            {card.detail ? (
              <Text size="sm" c="dimmed" lineClamp={2} className={classes.wrapAnywhere}>
                {card.detail}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </ul>
  );
}
