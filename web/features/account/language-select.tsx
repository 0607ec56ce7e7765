import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, resolveLocale } from '../../../common/locales.ts';
import { useChangeLanguage } from './use-change-language.ts';

/** The language choice for signed-out visitors (the sign-in page); signed-in users use the user menu. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { change, isPending } = useChangeLanguage();
  return (
    <NativeSelect
      aria-label={t('login.languageLabel')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={resolveLocale(i18n.language)}
      disabled={isPending}
      onChange={(event) => change(resolveLocale(event.currentTarget.value))}
      data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
      size="xs"
      w={140}
    />
  );
}
