import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { useFormatters } from '../../components/ui/formatters.ts';
import { useDisplayLabels } from './use-display-labels.ts';
import { DetailsTable } from '../../components/ui/details-table.tsx';

/** The bibliographic details, one labelled row each; what the catalogue does not know is left out. */
export function DocumentDetails({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const labels = useDisplayLabels();

  const rows: [string, string, ReactNode][] = [];
  const add = (key: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push([key, t(`display.fields.${key}`), value]);
  };
  add('publisher', `${detail.publisher.name} (${detail.publisher.code}) · ${labels.country(detail.publisher.country)}`);
  add('publishedOn', detail.publishedOn ? formatDate(detail.publishedOn) : detail.publicationYear?.toString());
  add('edition', detail.edition);
  add('version', detail.version);
  add('docType', labels.docType(detail.docType));
  add('stage', detail.stage);
  add('committee', detail.committee);
  add('languages', detail.languages.map(labels.language).join(', '));
  if (detail.icsCodes.length > 0) {
    add(
      'ics',
      <List size="sm" listStyleType="none" spacing={2}>
        {detail.icsCodes.map((ics) => (
          <List.Item key={ics.code}>
            <Text span size="sm" ff="monospace">
              {ics.code}
            </Text>
            {ics.description ? ` — ${ics.description}` : null}
          </List.Item>
        ))}
      </List>,
    );
  }
  if (detail.keywords.length > 0) {
    add(
      'keywords',
      <Group gap={6}>
        {detail.keywords.map((keyword) => (
          <Badge key={keyword} variant="default" tt="none" fw={400} style={{ maxWidth: '100%' }}>
            {keyword}
          </Badge>
        ))}
      </Group>,
    );
  }
  if (detail.links.length > 0) {
    add(
      'links',
      <Stack gap={2}>
        {detail.links.map((link) => (
          <Anchor key={`${link.type}:${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Group gap={4} wrap="nowrap" align="flex-start" component="span">
              <IconExternalLink size={14} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
              <span>
                {labels.linkType(link.type)}: {link.url}
              </span>
            </Group>
          </Anchor>
        ))}
      </Stack>,
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="details-title">
      <Title order={2} size="h3" id="details-title">
        {t('display.sections.details')}
      </Title>
      <DetailsTable rows={rows.map(([key, label, value]) => ({ key, label, value }))} testId="document-details" />
    </Stack>
  );
}
