import { Anchor, Button, Group } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { LanguageSelect } from '../../features/account/language-select.tsx';
import { UserMenu } from '../../features/account/user-menu.tsx';
import { useSession } from '../session-context.tsx';
import { BrandMark } from './brand-mark.tsx';

export function AppHeader({ searchOpen, onToggleSearch }: { searchOpen: boolean; onToggleSearch: () => void }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to={pagePaths.home} underline="never" aria-label={t('header.home')} c="inherit">
        <BrandMark />
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        {profile ? (
          <>
            <Button
              variant={searchOpen ? 'light' : 'subtle'}
              leftSection={searchOpen ? <IconX size={16} aria-hidden /> : <IconSearch size={16} aria-hidden />}
              onClick={onToggleSearch}
              aria-expanded={searchOpen}
              aria-controls="search-panel"
              data-testid="search-toggle"
              px="xs"
            >
              {searchOpen ? t('header.hideSearch') : t('header.showSearch')}
            </Button>
            <UserMenu />
          </>
        ) : (
          <LanguageSelect />
        )}
      </Group>
    </Group>
  );
}
