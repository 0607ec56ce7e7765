import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../../common/routes.ts';
import { useProfile } from '../../app/session-context.tsx';

type QuickTab = 'standards' | 'collections';

/**
 * The search bar: a real form posted to /management/search/index. Only the active
 * tab's inputs are enabled, so only they are submitted (search-area.md §2).
 */
export function SearchBar() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [activeTab, setActiveTab] = useState<QuickTab>('standards');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    setSubmitting(true);
  };

  return (
    <form method="post" action={pagePaths.searchIndex} onSubmit={onSubmit} data-testid="search-form">
      <input type="hidden" name="searchCriteria" value={activeTab} />
      <input type="hidden" name="nonce" value={profile.nonce} />
      <Tabs value={activeTab} onChange={(value) => setActiveTab(value === 'collections' ? 'collections' : 'standards')}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="standards">{t('search.tabs.standards')}</Tabs.Tab>
          <Tabs.Tab value="collections">{t('search.tabs.collections')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="standards" keepMounted>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              name="query_1"
              label={t('search.documentNumber')}
              placeholder={t('search.documentNumberPlaceholder')}
              disabled={activeTab !== 'standards'}
              style={{ flex: '1 1 220px' }}
            />
            <TextInput
              name="query_2"
              label={t('search.documentTitle')}
              placeholder={t('search.documentTitlePlaceholder')}
              disabled={activeTab !== 'standards'}
              style={{ flex: '2 1 300px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} disabled={submitting}>
              {t('search.submit')}
            </Button>
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="collections" keepMounted>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              name="query_1"
              label={t('search.collectionDocumentNumber')}
              disabled={activeTab !== 'collections'}
              style={{ flex: '1 1 320px' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} disabled={submitting}>
              {t('search.submit')}
            </Button>
          </Group>
        </Tabs.Panel>
      </Tabs>
    </form>
  );
}
