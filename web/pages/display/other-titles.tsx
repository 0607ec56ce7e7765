import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { titleLanguages } from './title-languages.ts';
import { useDisplayLabels } from './use-display-labels.ts';

/** The document's titles in the languages other than the one the header shows. */
export function OtherTitles({ detail }: { detail: DocumentDetail }) {
  const { t, i18n } = useTranslation();
  const labels = useDisplayLabels();
  const { others } = titleLanguages(detail, i18n.language);
  if (others.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="other-titles-title">
      <Title order={2} size="h3" id="other-titles-title">
        {t('display.sections.otherTitles')}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder={false} data-testid="other-titles">
        <Table.Tbody>
          {others.map(([language, title]) => (
            <Table.Tr key={language}>
              <Table.Th w={{ base: 110, sm: 160 }}>{labels.language(language)}</Table.Th>
              <Table.Td>
                <Text size="sm" lang={language} style={{ overflowWrap: 'anywhere' }}>
                  {title.full}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
