import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/ui/formatters.ts';
import { pageCountOf, paginationItems } from './pagination-pages.ts';

/** Page buttons (range 5, margins 2), shown only when the hits fill more than one page. */
export function ResultsPagination({
  page,
  hits,
  recordsPerPage,
  disabled,
  onPage,
}: {
  page: number;
  hits: number;
  recordsPerPage: number;
  disabled: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const pageCount = pageCountOf(hits, recordsPerPage);
  if (hits <= recordsPerPage || pageCount < 2) return null;
  return (
    <nav aria-label={t('results.pagination.label')} data-testid="pagination">
      <Group gap={4} justify="center" wrap="wrap">
        <ActionIcon
          variant="default"
          size={34}
          aria-label={t('results.pagination.previous')}
          disabled={disabled || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {paginationItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <Text key={`gap-${item.after}`} c="dimmed" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={item.page}
              size="compact-md"
              h={34}
              miw={34}
              px={8}
              variant={item.page === page ? 'filled' : 'default'}
              aria-current={item.page === page ? 'page' : undefined}
              aria-label={t('results.pagination.page', { page: formatNumber(item.page) })}
              disabled={disabled && item.page !== page}
              onClick={() => item.page !== page && onPage(item.page)}
            >
              {formatNumber(item.page)}
            </Button>
          ),
        )}
        <ActionIcon
          variant="default"
          size={34}
          aria-label={t('results.pagination.next')}
          disabled={disabled || page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </nav>
  );
}
