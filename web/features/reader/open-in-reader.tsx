import { Button } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { pagePaths } from '../../../common/routes.ts';

/** The display page's way into the reader, for a version with full text the subscription is entitled to. */
export function OpenInReader({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  if (!detail.hasContent || !detail.entitled) return null;
  return (
    <Button component={Link} to={pagePaths.reader(detail.docId, detail.versionId)} leftSection={<IconBook size={18} aria-hidden />} data-testid="open-in-reader">
      {t('reader.display.open')}
    </Button>
  );
}
