import { Alert, Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail } from '../../../common/catalogue/document.contract.ts';
import { pagePaths } from '../../../common/routes.ts';
import type { DisplayRoute } from '../../../common/page-route-params.ts';
import { DocumentCitingActs } from './document-citing-acts.tsx';
import { DocumentCollections } from './document-collections.tsx';
import { DocumentDetails } from './document-details.tsx';
import { DocumentHeader } from './document-header.tsx';
import { DocumentRelations } from './document-relations.tsx';
import { DocumentVersions } from './document-versions.tsx';
import { OfflineToggleSlot } from '../../features/offline-reading/offline-toggle-slot.tsx';
import { OpenInReader } from '../../features/reader/open-in-reader.tsx';
import { AskAiButton, canAskAi } from '../../features/ai-chat/ask-ai-button.tsx';
import { canCompare, CompareButton } from '../../features/ai-compare/compare-button.tsx';
import { OtherTitles } from './other-titles.tsx';
import { RequestAccess } from '../../features/document-actions/request-access.tsx';
import { TourOffer } from '../../features/tour/tour-offer.tsx';

/** The loaded document: header and notices, then the metadata beside its versions and the user's collections. */
export function DocumentView({ detail, route }: { detail: DocumentDetail; route: DisplayRoute }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="document" data-doc-id={detail.docId} data-version-id={detail.versionId}>
      <DocumentHeader detail={detail} />
      <TourOffer section="document" />
      {(detail.hasContent && detail.entitled) || canAskAi(detail) ? (
        <Group gap="sm" wrap="wrap">
          <OpenInReader detail={detail} />
          {detail.hasContent && detail.entitled ? <OfflineToggleSlot docId={detail.docId} versionId={detail.versionId} /> : null}
          {canAskAi(detail) ? <AskAiButton docId={detail.docId} documentNumber={detail.number} /> : null}
          {canCompare(detail) ? <CompareButton docId={detail.docId} documentNumber={detail.number} /> : null}
        </Group>
      ) : null}
      {detail.isCurrentVersion ? null : <HistoricNotice detail={detail} route={route} />}
      {detail.entitled ? null : (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t('display.metadataOnly.title')} data-testid="metadata-only-notice">
          {/* A version with full text says the reader exists, so the user knows what the subscription would open. */}
          {t(detail.hasContent ? 'reader.display.notEntitled' : 'display.metadataOnly.body', { publisher: detail.publisher.name })}
          <RequestAccess detail={detail} />
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Stack gap="xs" component="section" aria-labelledby="abstract-title">
              <Title order={2} size="h3" id="abstract-title">
                {t('display.sections.abstract')}
              </Title>
              {detail.abstract ? (
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="abstract">
                  {detail.abstract}
                </Text>
              ) : (
                <Text c="dimmed">{t('display.noAbstract')}</Text>
              )}
            </Stack>
            <OtherTitles detail={detail} />
            <DocumentDetails detail={detail} />
            <DocumentRelations detail={detail} />
            <DocumentCitingActs docId={detail.docId} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <DocumentVersions detail={detail} searchContext={route.searchContext} />
            <DocumentCollections detail={detail} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Viewing an earlier version says so and leads to the current one (keeping the search the user came from). */
function HistoricNotice({ detail, route }: { detail: DocumentDetail; route: DisplayRoute }) {
  const { t } = useTranslation();
  const current = detail.versions.find((version) => version.current);
  return (
    <Alert color="blue" icon={<IconHistory size={18} aria-hidden />} title={t('display.historic.title')} data-testid="historic-notice">
      <Stack gap={4}>
        <Text size="sm">{t('display.historic.body', { number: detail.number })}</Text>
        {current ? (
          <Anchor component={Link} to={pagePaths.version(current.versionId, detail.docId, route.searchContext ?? undefined)} size="sm" fw={500} data-testid="current-version-link">
            {t('display.historic.current', { number: current.number })}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
