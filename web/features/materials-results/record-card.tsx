import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './materials-results.module.css';

type RecordCardProps = {
  /** The record's kind, naming its test ids (`metal-record`, `metal-record-link`, …) and its id attribute. */
  kind: 'metal' | 'material' | 'supplier' | 'material-supplier';
  id: number;
  href: string;
  name: string;
  /** What the record is (a metal's kind, a material's class), shown beside the name. */
  badge?: { text: string; testId: string };
  description?: { text: string; testId?: string } | null;
  children: ReactNode;
};

/** One record of a metals or materials results page: its name linked to its page, what it is, its description, then its facts. */
export function RecordCard({ kind, id, href, name, badge, description, children }: RecordCardProps) {
  const idAttribute = { [kind === 'metal' ? 'data-metal-id' : kind === 'material' ? 'data-material-id' : 'data-supplier-id']: id };
  const title = (
    <Title order={2} size="h4" className={classes.wrapAnywhere}>
      <Anchor component={Link} to={href} inherit data-testid={`${kind}-record-link`}>
        {name}
      </Anchor>
    </Title>
  );
  return (
    <Paper component="article" withBorder p="sm" radius="md" data-testid={`${kind}-record`} {...idAttribute}>
      <Stack gap="xs">
        {badge ? (
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            {title}
            <Badge variant="light" tt="none" data-testid={badge.testId}>
              {badge.text}
            </Badge>
          </Group>
        ) : (
          title
        )}
        {description ? (
          <Text size="sm" className={classes.wrapAnywhere} data-testid={description.testId}>
            {description.text}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
