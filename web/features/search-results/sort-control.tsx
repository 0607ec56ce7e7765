import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_BY_ALPHABETIC, ORDER_BY_RELEVANCE } from '../../../common/domain/constants.ts';
import type { OrderBy } from '../../../common/search/search-criteria.contract.ts';
import classes from './search-results.module.css';

/** Relevance or alphabetic order (search-area.md §9); lite subscriptions have no sort tools, so the page leaves this out for them. */
export function SortControl({ orderBy, disabled, onChange }: { orderBy: number; disabled: boolean; onChange: (orderBy: OrderBy) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('results.sort.label')}
      value={String(orderBy)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.currentTarget.value) === ORDER_BY_ALPHABETIC ? ORDER_BY_ALPHABETIC : ORDER_BY_RELEVANCE)}
      data={[
        { value: String(ORDER_BY_RELEVANCE), label: t('results.sort.relevance') },
        { value: String(ORDER_BY_ALPHABETIC), label: t('results.sort.alphabetic') },
      ]}
      data-testid="sort-control"
      className={classes.sortControl}
    />
  );
}
