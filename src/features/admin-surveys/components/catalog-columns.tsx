import { Badge } from '@mantine/core';
import { sortedColumn } from '@/shared/admin';
import type { AdminColumn } from '@/shared/ui';
import { adminSurveyMessages as m } from '../messages';

/** Sí/No for the active flag of answer types, scales and scale answers. */
export const activeBadge = (active: boolean) => (
  // teal.9 keeps white text above 4.5:1 (green.9 gives 4.36).
  <Badge color={active ? 'teal.9' : 'gray.7'}>{active ? m.yes : m.no}</Badge>
);

/** The 'Descripción' and 'Activo' columns every survey catalogue list has, both sortable. */
export function catalogColumns<T extends { description: string; active: boolean }>(): AdminColumn<T>[] {
  return [
    sortedColumn('description', m.columns.description, (row) => row.description),
    sortedColumn(
      'active',
      m.columns.active,
      (row) => row.active,
      (row) => activeBadge(row.active),
    ),
  ];
}
