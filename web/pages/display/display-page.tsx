import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/client.ts';
import { useDocument, useRecordDocumentView } from '../../api/documents.api.ts';
import { usePageTitle } from '../../components/ui/page-title.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { DisplayNavigation } from './display-navigation.tsx';
import { readDisplayRoute, type DisplayRoute } from '../../../common/page-route-params.ts';
import { DisplaySkeleton } from './display-skeleton.tsx';
import { DocumentNotFound } from './document-not-found.tsx';
import { DocumentView } from './document-view.tsx';

/**
 * /management/display/index/{offset}/{docId}/-/{searchContext} and
 * /management/display/version/{versionId}/{docId}[/-/{searchContext}]: one document
 * (a version of it) with its metadata, versions, relations and the user's collections.
 */
export function DisplayPage() {
  const { t } = useTranslation();
  const route = readDisplayRoute(useParams());
  if (!route) return <NotFoundPage searchContext={null} title={t('display.notFoundTitle')} />;
  return <DocumentDisplay key={`${route.docId}:${route.versionId ?? 0}`} route={route} />;
}

function NotFoundPage({ searchContext, title }: { searchContext: string | null; title: string }) {
  usePageTitle(title);
  return <DocumentNotFound searchContext={searchContext} />;
}

function DocumentDisplay({ route }: { route: DisplayRoute }) {
  const { t } = useTranslation();
  const document = useDocument(route.docId, route.versionId);
  // Counted when shown, not when loaded: the recently viewed list and "most viewed" ordering.
  useRecordDocumentView(document.data?.docId);
  // Another document or version opens at its top, even when its link sat at the foot of the last one.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);
  usePageTitle(document.data?.number ?? (isNotFound(document.error) ? t('display.notFoundTitle') : t('display.title')));
  if (isNotFound(document.error)) return <DocumentNotFound searchContext={route.searchContext} />;
  return (
    <Stack gap="md">
      <DisplayNavigation route={route} />
      <QueryState isPending={document.isPending} error={document.error} onRetry={() => void document.refetch()} skeleton={<DisplaySkeleton />}>
        {document.data ? <DocumentView detail={document.data} route={route} /> : null}
      </QueryState>
    </Stack>
  );
}

/** A document that does not exist, or that this organisation may not see, answers 404. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 404;
}
