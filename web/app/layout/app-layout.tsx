import { AppShell, Box, Collapse, Container, Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { SearchBar } from '../../features/search-bar/search-bar.tsx';
import { useSession } from '../session-context.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

const SEARCH_OPEN_KEY = 'normscope.searchOpen';

/** The frame of every page: header (search toggle, user menu), the search panel, content, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { pathname } = useLocation();
  // The search page is where the bar is used (and where a failed search returns): arriving there opens it.
  const onSearchPage = pathname === pagePaths.searchIndex;
  const [searchOpen, setSearchOpen] = useState(() => onSearchPage || sessionStorage.getItem(SEARCH_OPEN_KEY) !== 'false');
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (onSearchPage && !searchOpen) setSearchOpen(true);
  }
  const toggleSearch = () =>
    setSearchOpen((open) => {
      sessionStorage.setItem(SEARCH_OPEN_KEY, String(!open));
      return !open;
    });

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader searchOpen={searchOpen} onToggleSearch={toggleSearch} />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        {profile ? (
          <Collapse expanded={searchOpen}>
            <Paper id="search-panel" radius={0} withBorder p={0} bg="gray.0" component="section" aria-label={t('search.panelTitle')}>
              <Container size="xl" py="md">
                <SearchBar />
              </Container>
            </Paper>
          </Collapse>
        ) : null}
        <Box id="main-content" tabIndex={-1} style={{ flex: 1 }}>
          <Container size="xl" py="lg">
            <Outlet />
          </Container>
        </Box>
        <Box style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <AppFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
