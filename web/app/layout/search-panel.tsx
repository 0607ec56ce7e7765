import { Alert, Button, Center, Collapse, Container, Loader, Paper, Text } from '@mantine/core';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../../common/routes.ts';
import type { SearchBar } from '../../features/search-bar/search-bar.tsx';
import type { ShownSearch } from '../../features/search-bar/use-shown-search.ts';
import { logClientFailure } from '../client-log.ts';

const SEARCH_OPEN_KEY = 'normscope.searchOpen';
const READER_PATH_PREFIX = '/management/reader/';

/**
 * Whether a page opens with the search panel shown. The search page is where the bar is used
 * (and where a failed search returns), so it always opens there. A phone shows the page's own
 * content first everywhere else, and the reader gives its page to the text; on a wide screen
 * other pages follow the user's last choice.
 */
export function searchOpensOn(pathname: string, narrow: boolean): boolean {
  if (pathname === pagePaths.searchIndex) return true;
  if (narrow || pathname.startsWith(READER_PATH_PREFIX)) return false;
  return sessionStorage.getItem(SEARCH_OPEN_KEY) !== 'false';
}

/** A wide screen remembers the user's choice for the pages that follow; a phone's lasts for the page only. */
export function rememberSearchOpen(open: boolean, narrow: boolean): void {
  if (!narrow) sessionStorage.setItem(SEARCH_OPEN_KEY, String(open));
}

type SearchBarModule = { SearchBar: typeof SearchBar };
let searchBarModule: SearchBarModule | null = null;
let searchBarLoading: Promise<SearchBarModule> | null = null;

/**
 * The search bar's code is a file of its own: a page that opens with the panel closed (every page
 * on a phone) downloads it when the panel is first opened. main.tsx starts it with the page's
 * file when the panel opens at once, so the bar is drawn with the page and nothing moves.
 */
export function loadSearchBar(): Promise<SearchBarModule> {
  searchBarLoading ??= import('../../features/search-bar/search-bar.tsx').then(
    (module) => (searchBarModule = module),
    (error: unknown) => {
      searchBarLoading = null;
      throw error;
    },
  );
  return searchBarLoading;
}

const LoadedSearchBar = memo(function LoadedSearchBar({ shown }: { shown: ShownSearch | null }) {
  const { t } = useTranslation();
  const [module, setModule] = useState(searchBarModule);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module) return;
    loadSearchBar().then(setModule, (error: unknown) => {
      logClientFailure('search bar code could not be loaded', error);
      setFailed(true);
    });
  }, [module]);
  if (module) return <module.SearchBar shown={shown} />;
  if (failed) {
    return (
      <Alert color="red" title={t('app.codeLoadFailed')} role="alert">
        <Text size="sm" mb="xs">
          {t('app.codeLoadFailedHint')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="md" role="status" aria-label={t('common.loading')}>
      <Loader size="sm" aria-hidden />
    </Center>
  );
});

/**
 * The search panel under the header. The bar is mounted when the panel is first opened (with
 * its fields, lists and their requests), then stays mounted while closed so nothing typed is lost.
 */
export function SearchPanel({ open, shown }: { open: boolean; shown: ShownSearch | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // A search shown on the results page refills the bar as a deferred update, after the results are drawn.
  const deferredShown = useDeferredValue(shown);
  return (
    <Collapse expanded={open}>
      <Paper id="search-panel" radius={0} withBorder p={0} bg="gray.0" component="section" aria-label={t('search.panelTitle')}>
        <Container size="xl" py="md">
          {opened ? <LoadedSearchBar shown={deferredShown} /> : null}
        </Container>
      </Paper>
    </Collapse>
  );
}
