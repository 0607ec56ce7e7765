import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title.ts';

export function DisplayPage() {
  const { t } = useTranslation();
  usePageTitle(t('display.title'));
  return <Title order={1}>{t('display.title')}</Title>;
}
