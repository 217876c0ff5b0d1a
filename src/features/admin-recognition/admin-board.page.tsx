import { Container, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList, dateColumn, plainColumn, sortedColumn, statusColumn } from '@/shared/admin';
import { paths } from '@/shared/routing';
import {
  adminRecognitionCalls,
  adminRecognitionQueries,
  type AdminCategory,
  type CategoryFilter,
} from './api';
import { adminRecognitionMessages as m } from './messages';

const filters: CategoryFilter[] = ['all', 'active', 'inactive'];

/** /admin/AdminBoard: the recognition categories with the filters of spec 002 §4. */
export default function AdminBoardPage() {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const categories = useQuery(adminRecognitionQueries.categories(filter));
  return (
    <Container size="xl" py="md">
      <ConsoleList<AdminCategory>
        heading={m.title}
        rows={categories.data}
        deactivate={{
          call: adminRecognitionCalls.deactivateCategory,
          failed: m.deactivateFailed,
          question: (c) => m.deactivateQuestion(c.title),
        }}
        columns={[
          sortedColumn('id', m.columns.id, (c) => c.acknowledgmentTypeId),
          sortedColumn('title', m.columns.title, (c) => c.title),
          plainColumn('description', m.columns.description, (c) => c.description),
          statusColumn(m.columns.status, (c) => c.current, { sorted: true }),
          dateColumn('from', m.columns.from, (c) => c.validFrom),
          dateColumn('to', m.columns.to, (c) => c.validTo),
        ]}
        actions={{
          title: m.columns.actions,
          of: (c, confirm) => [
            {
              text: m.editShort,
              label: m.edit(c.title),
              to: paths.admin.categoryDetails(c.acknowledgmentTypeId),
            },
            confirm.action(c, m.deleteShort, m.deactivate(c.title), c.active),
          ],
        }}
        keyOf={(c) => c.acknowledgmentTypeId}
        searchText={(c) => `${c.title} ${c.description}`}
        toolbar={
          <SegmentedControl
            aria-label={m.filter}
            value={filter}
            onChange={(value) => setFilter(value as CategoryFilter)}
            data={filters.map((f) => ({ value: f, label: m.filters[f] }))}
          />
        }
        add={{ text: m.add, to: paths.admin.categoryDetails() }}
      />
    </Container>
  );
}
