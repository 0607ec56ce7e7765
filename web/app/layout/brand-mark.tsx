import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The logo and the product's name; `compact` keeps the name smaller where the header is narrow,
 * `withName` false leaves it out (a phone's header that shows the organisation's logo too).
 */
export function BrandMark({ compact = false, withName = true }: { compact?: boolean; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#1c5db8" />
        <path d="M9 23V9h3l8 10V9h3v14h-3l-8-10v10z" fill="#fff" />
      </svg>
      {withName ? (
        <Text fw={700} size={compact ? 'md' : 'lg'} c="dark">
          {t('app.name')}
        </Text>
      ) : null}
    </Group>
  );
}
