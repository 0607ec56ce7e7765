import { AppShell, Box, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { MOBILE_BAR_QUERY } from '../../features/search-bar/mobile-bar-context.ts';
import { useShownSearch } from '../../features/search-bar/use-shown-search.ts';
import { useSession } from '../session-context.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { rememberSearchOpen, SearchPanel, searchOpensOn } from './search-panel.tsx';

/** The frame of every page: header (search toggle, user menu), the search panel, content, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(MOBILE_BAR_QUERY, false, { getInitialValueInEffect: false });
  const [searchOpen, setSearchOpen] = useState(() => searchOpensOn(pathname, narrow));
  const [shownPath, setShownPath] = useState(pathname);
  const shownSearch = useShownSearch();
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setSearchOpen(searchOpensOn(pathname, narrow));
  }
  const toggleSearch = () =>
    setSearchOpen((open) => {
      rememberSearchOpen(!open, narrow);
      return !open;
    });

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <AppHeader searchOpen={searchOpen} onToggleSearch={toggleSearch} narrow={narrow} />
      </AppShell.Header>
      <AppShell.Main>
        {profile ? <SearchPanel open={searchOpen} shown={shownSearch} /> : null}
        {/* At least a screen high, so the footer starts below the fold and stays put while the page draws and fills. */}
        <Box id="main-content" tabIndex={-1} className="page-content">
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
