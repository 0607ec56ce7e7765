import { ActionIcon, Anchor, Button, Group, Tooltip } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePaths } from '../../../common/routes.ts';
import { LanguageSelect } from '../../features/account/language-select.tsx';
import { UserMenu } from '../../features/account/user-menu.tsx';
import { AppSwitcher } from '../../features/app-switcher/app-switcher.tsx';
import { useSession } from '../session-context.tsx';
import { BrandMark } from './brand-mark.tsx';

type AppHeaderProps = { searchOpen: boolean; onToggleSearch: () => void; narrow: boolean };

/** The search toggle: its label beside the icon on a wide screen; on a phone the icon alone, named for screen readers and by a tooltip. */
function SearchToggle({ searchOpen, onToggleSearch, narrow }: AppHeaderProps) {
  const { t } = useTranslation();
  const label = searchOpen ? t('header.hideSearch') : t('header.showSearch');
  const icon = searchOpen ? <IconX size={18} aria-hidden /> : <IconSearch size={18} aria-hidden />;
  const common = { onClick: onToggleSearch, 'aria-expanded': searchOpen, 'aria-controls': 'search-panel', 'data-testid': 'search-toggle' } as const;
  if (narrow) {
    return (
      <Tooltip label={label} withArrow>
        <ActionIcon variant={searchOpen ? 'light' : 'subtle'} size="lg" aria-label={label} {...common}>
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant={searchOpen ? 'light' : 'subtle'} leftSection={icon} px="xs" {...common}>
      {label}
    </Button>
  );
}

export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation();
  const { profile } = useSession();
  return (
    <Group h="100%" px={props.narrow ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={Link} to={pagePaths.home} underline="never" aria-label={t('header.home')} c="inherit">
        <BrandMark compact={props.narrow} />
      </Anchor>
      <Group gap={props.narrow ? 4 : 'sm'} wrap="nowrap">
        {profile ? (
          <>
            <SearchToggle {...props} />
            <AppSwitcher />
            <UserMenu narrow={props.narrow} />
          </>
        ) : (
          <LanguageSelect />
        )}
      </Group>
    </Group>
  );
}
