import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCitingActs } from '../../api/legislation-library.api.ts';
import { useFormatters } from '../../components/ui/formatters.ts';

/**
 * "Legislation citing this standard": the acts that list the document (a harmonised-standards list
 * giving presumption of conformity, or a standard number in the act's title), each linking to its
 * act page. Without the legislation add-on (or when the call fails) the section is left out, so a
 * standard's page never shows a locked or broken part; with it, an empty list says so.
 */
export function DocumentCitingActs({ docId }: { docId: number }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const citing = useCitingActs(docId);
  if (!citing.data || citing.data.addOnLocked) return null;
  const { acts } = citing.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="citing-acts-title" data-testid="citing-acts">
      <Title order={2} size="h3" id="citing-acts-title">
        {t('legislation.pages.citing.title')}
      </Title>
      {acts.length === 0 ? (
        <Text c="dimmed" data-testid="citing-acts-empty">
          {t('legislation.pages.citing.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
          {acts.map((act) => (
            <li key={`${act.actId}:${act.relation}:${act.standardNumber}`} data-testid="citing-act" data-act-id={act.actId}>
              <Stack gap={2}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={act.link} fw={600} ff="monospace" data-testid="citing-act-link">
                    {act.identifier}
                  </Anchor>
                  <Badge variant="default" tt="none">
                    {t(`legislation.pages.standards.relation.${act.relation === 'cited' ? 'cited' : 'harmonised'}`)}
                  </Badge>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {act.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    t('legislation.pages.citing.as', { number: act.standardNumber }),
                    act.dateTo ? t('legislation.pages.citing.until', { date: formatDate(act.dateTo) }) : null,
                  ]
                    .filter((part) => part !== null)
                    .join(' · ')}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
