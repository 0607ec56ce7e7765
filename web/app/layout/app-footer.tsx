import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="md" component="footer">
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('footer.sources')}
        </Text>
      </Group>
    </Container>
  );
}
