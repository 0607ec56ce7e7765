import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBookmarks, IconBuilding, IconBuildingPlus, IconCheck, IconChevronDown, IconEye, IconFileExport, IconFolders, IconLanguage, IconLogout, IconRoute } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LOCALE_NAMES, LOCALES } from '../../../common/locales.ts';
import { pagePaths } from '../../../common/routes.ts';
import { useLogoutMutation } from '../../api/account.api.ts';
import { useSetTourSection } from '../../api/home.api.ts';
import { useProfile, useSession } from '../../app/session-context.tsx';
import { useErrorText } from '../../components/ui/error-text.ts';
import { useDropdownOnDemand } from '../../components/ui/dropdown-on-demand.ts';
import { showErrorToast, showSuccessToast } from '../../components/ui/toast.ts';
import { useChangeLanguage } from './use-change-language.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The account button (the user's name, beside the initials on a wide screen) and its menu. */
export function UserMenu({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const { setProfile } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogoutMutation();
  const language = useChangeLanguage();
  const errorText = useErrorText();
  const tour = useSetTourSection();
  const [opened, setOpened] = useState(false);
  const dropdown = useDropdownOnDemand(opened);

  /** The whole tour offered again, from the dashboard (portal-area.md §2 "Tour guide"). */
  const restartTour = () =>
    tour.mutate(
      { key: 'all', value: 'reset' },
      {
        onSuccess: () => {
          showSuccessToast(t('tour.restarted'));
          void navigate(pagePaths.home);
        },
        onError: (error) => showErrorToast(errorText(error)),
      },
    );

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        queryClient.clear();
        setProfile(null);
        showSuccessToast(t('userMenu.signedOut'));
        void navigate(pagePaths.home, { replace: true });
      },
      onError: (error) => showErrorToast(errorText(error)),
    });

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={260}
      shadow="md"
      // As the app switcher beside it: the header is fixed, so is its dropdown; one positioned on the page could
      // widen a phone's page past its right edge after a resize, and then hide itself with the focus in it.
      floatingStrategy="fixed"
      hideDetached={false}
    >
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" p={4} {...dropdown.targetProps}>
          <Group gap={6} wrap="nowrap">
            <Avatar color="blue" radius="xl" size={32} aria-hidden>
              {initials(profile.user.name)}
            </Avatar>
            {narrow ? (
              <VisuallyHidden>{profile.user.name}</VisuallyHidden>
            ) : (
              <Text component="span" size="sm" fw={500} lineClamp={1} maw={160}>
                {profile.user.name}
              </Text>
            )}
            <VisuallyHidden>{t('userMenu.accountMenu')}</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      {dropdown.made ? (
        <Menu.Dropdown>
          <Menu.Label>
            {t('userMenu.signedInAs')}
            <Text size="sm" c="dark" fw={500} truncate>
              {profile.user.email}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {profile.organisation.name}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to={pagePaths.organisation} leftSection={<IconBuilding size={16} aria-hidden />}>
            {t('userMenu.organisation')}
          </Menu.Item>
          <Menu.Item component={Link} to={pagePaths.collections} leftSection={<IconFolders size={16} aria-hidden />}>
            {t('collections.menuItem')}
          </Menu.Item>
          {profile.isLiteSubscription ? null : (
            <Menu.Item component={Link} to={pagePaths.savedSearches} leftSection={<IconBookmarks size={16} aria-hidden />} data-testid="menu-saved-searches">
              {t('savedSearches.menuItem')}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to={pagePaths.watchedDocuments} leftSection={<IconEye size={16} aria-hidden />} data-testid="menu-watches">
            {t('watches.menuItem')}
          </Menu.Item>
          {profile.isLiteSubscription ? null : (
            <Menu.Item component={Link} to={pagePaths.exports} leftSection={<IconFileExport size={16} aria-hidden />} data-testid="menu-exports">
              {t('exports.menuItem')}
            </Menu.Item>
          )}
          {profile.perms.isOperator ? (
            <Menu.Item component={Link} to={pagePaths.onboarding} leftSection={<IconBuildingPlus size={16} aria-hidden />} data-testid="menu-onboarding">
              {t('onboarding.menu')}
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconRoute size={16} aria-hidden />} onClick={restartTour} data-testid="menu-tour">
            {t('tour.restart')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Group gap={6}>
              <IconLanguage size={14} aria-hidden />
              {t('userMenu.language')}
            </Group>
          </Menu.Label>
          {LOCALES.map((locale) => (
            <Menu.Item
              key={locale}
              lang={locale}
              onClick={() => locale !== profile.language && language.change(locale)}
              rightSection={locale === profile.language ? <IconCheck size={14} aria-hidden /> : null}
              aria-current={locale === profile.language ? 'true' : undefined}
              data-testid={`language-${locale}`}
            >
              {LOCALE_NAMES[locale]}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut} data-testid="sign-out">
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      ) : null}
    </Menu>
  );
}
