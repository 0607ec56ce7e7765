import { Alert, Button, Group } from '@mantine/core';
import { IconBook, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { pagePaths } from '../../../common/routes.ts';

/**
 * The display page's way into the reader: a version with full text opens in it when the
 * subscription is entitled; otherwise the page says why only the metadata is offered.
 */
export function OpenInReader({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  if (!detail.hasContent) return null;
  if (!detail.entitled) {
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} data-testid="reader-not-entitled">
        {t('reader.display.notEntitled', { publisher: detail.publisher.name })}
      </Alert>
    );
  }
  return (
    <Group>
      <Button component={Link} to={pagePaths.reader(detail.docId, detail.versionId)} leftSection={<IconBook size={18} aria-hidden />} data-testid="open-in-reader">
        {t('reader.display.open')}
      </Button>
    </Group>
  );
}
