import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserProfile } from '../../../common/account/account.contract.ts';
import { ORGANISATION_LOGO_PATH } from '../../../common/account/organisation-logo.values.ts';
import { pagePaths } from '../../../common/routes.ts';
import { LanguageSelect } from '../../features/account/language-select.tsx';
import { UserMenu } from '../../features/account/user-menu.tsx';
import { AppSwitcher } from '../../features/app-switcher/app-switcher.tsx';
import { useSession } from '../session-context.tsx';
import { BrandMark } from './brand-mark.tsx';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';

type AppHeaderProps = { searchOpen: boolean; onToggleSearch: () => void; narrow: boolean };

/** The search toggle: its label beside the icon on a wide screen; on a phone the icon alone, named for screen readers and by a tooltip. */
function SearchToggle({ searchOpen, onToggleSearch, narrow }: AppHeaderProps) {
  const { t } = useTranslation();
  const label = searchOpen ? t('header.hideSearch') : t('header.showSearch');
  const icon = searchOpen ? <IconX size={18} aria-hidden /> : <IconSearch size={18} aria-hidden />;
  const common = { onClick: onToggleSearch, 'aria-expanded': searchOpen, 'aria-controls': 'search-panel', 'data-testid': 'search-toggle' } as const;
  if (narrow) {
    return (
      <HintTooltip label={label} withArrow>
        <ActionIcon variant={searchOpen ? 'light' : 'subtle'} size="lg" aria-label={label} {...common}>
          {icon}
        </ActionIcon>
      </HintTooltip>
    );
  }
  return (
    <Button variant={searchOpen ? 'light' : 'subtle'} leftSection={icon} px="xs" {...common}>
      {label}
    </Button>
  );
}

/**
 * The organisation's logo beside the brand. Its stored name is in the address, so a new logo is
 * fetched anew while an unchanged one comes from the cache.
 */
function OrganisationLogo({ organisation, logoName, narrow, onError }: { organisation: UserProfile['organisation']; logoName: string; narrow: boolean; onError: () => void }) {
  const { t } = useTranslation();
  return (
    <img
      src={`${ORGANISATION_LOGO_PATH}?v=${encodeURIComponent(logoName)}`}
      alt={t('header.organisationLogo', { name: organisation.name })}
      onError={onError}
      data-testid="organisation-logo"
      style={{ display: 'block', height: narrow ? 28 : 32, width: 'auto', maxWidth: narrow ? 88 : 120, objectFit: 'contain', flex: 'none' }}
    />
  );
}

export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation();
  const { profile } = useSession();
  // A logo that cannot be read is left out (and the product's name shown again).
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logoName = profile?.organisation.logoName ?? null;
  const showLogo = profile !== null && logoName !== null && failedLogo !== logoName;
  return (
    <Group h="100%" px={props.narrow ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap={props.narrow ? 6 : 'sm'} wrap="nowrap" miw={0}>
        <Anchor component={Link} to={pagePaths.home} underline="never" aria-label={t('header.home')} c="inherit">
          {/* On a phone the organisation's logo takes the product name's place; the link keeps its name. */}
          <BrandMark compact={props.narrow} withName={!(props.narrow && showLogo)} />
        </Anchor>
        {profile && logoName && showLogo ? <OrganisationLogo organisation={profile.organisation} logoName={logoName} narrow={props.narrow} onError={() => setFailedLogo(logoName)} /> : null}
      </Group>
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
