import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailsRow = { key: string; label: string; value: ReactNode };

/**
 * Labels beside their values. A label breaks only between words (so "Herausgeber" stays whole
 * on a phone); values wrap anywhere, so a long number or address never widens the page.
 */
export function DetailsTable({ rows, testId }: { rows: DetailsRow[]; testId?: string }) {
  return (
    <Table variant="vertical" withTableBorder={false} data-testid={testId}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-field={row.key}>
            <Table.Th scope="row" style={{ verticalAlign: 'top', overflowWrap: 'normal' }}>
              {row.label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
