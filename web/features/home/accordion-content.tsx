import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccordionId, ViewMode } from '../../../common/home/home.values.ts';
import { useAccordionContent, type AccordionContent } from '../../api/home.api.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SavedSearchTable } from '../saved-searches/saved-search-table.tsx';
import { LegislationPanels } from '../legislation-panels/legislation-panels.tsx';
import { ActivitiesContentView } from './activities-content.tsx';
import { AnnouncementsContentView } from './announcements-content.tsx';
import { EmptyPanel } from './dashboard-panel.tsx';
import { ChangedDocumentsTable, KeptDocumentsTable, WatchedDocumentsTable } from './document-tables.tsx';
import { OrdersContentView, UnlockContentView } from './requests-content.tsx';
import { LoadingPlaceholder } from '../../components/ui/loading-placeholder.tsx';

const skeleton = (
  <Stack gap={8} py="xs" role="status" aria-busy="true">
    <LoadingPlaceholder height={18} width="70%" />
    <LoadingPlaceholder height={18} width="55%" />
    <LoadingPlaceholder height={18} width="62%" />
  </Stack>
);

/** One accordion's content, loaded by its own call, with its loading, empty and error states. */
export function AccordionContentView({ id, view }: { id: AccordionId; view: ViewMode }) {
  const content = useAccordionContent(id, view, true);
  return (
    <QueryState isPending={content.isPending} error={content.error} onRetry={() => void content.refetch()} skeleton={skeleton}>
      {content.data ? <Content id={id} view={view} data={content.data} /> : null}
    </QueryState>
  );
}

function Content({ id, view, data }: { id: AccordionId; view: ViewMode; data: AccordionContent[AccordionId] }) {
  const { t } = useTranslation();
  const empty = <EmptyPanel text={t(`home.accordions.${id}.empty`)} />;
  const detailed = view === 'detailed';
  switch (id) {
    case 'announcements':
      return <AnnouncementsContentView content={data as AccordionContent['announcements']} empty={empty} />;
    case 'orders':
      return <OrdersContentView content={data as AccordionContent['orders']} empty={empty} detailed={detailed} />;
    case 'unlock':
      return <UnlockContentView content={data as AccordionContent['unlock']} empty={empty} detailed={detailed} />;
    case 'myStandards': {
      const { rows } = data as AccordionContent['myStandards'];
      return rows.length === 0 ? empty : <KeptDocumentsTable rows={rows} detailed={detailed} />;
    }
    case 'myC2VStandards': {
      const { rows } = data as AccordionContent['myC2VStandards'];
      return rows.length === 0 ? empty : <ChangedDocumentsTable rows={rows} detailed={detailed} />;
    }
    case 'myAlerts': {
      const { rows } = data as AccordionContent['myAlerts'];
      return rows.length === 0 ? empty : <SavedSearchTable rows={rows} label={t('home.accordions.myAlerts.title')} testId="dashboard-alerts" />;
    }
    case 'myWatchedDocuments': {
      const { rows } = data as AccordionContent['myWatchedDocuments'];
      return rows.length === 0 ? empty : <WatchedDocumentsTable rows={rows} detailed={detailed} />;
    }
    case 'myActivities':
      return <ActivitiesContentView content={data as AccordionContent['myActivities']} empty={empty} />;
    case 'legislation': {
      const { panels } = data as AccordionContent['legislation'];
      return panels.length === 0 ? empty : <LegislationPanels panels={panels} />;
    }
  }
}
