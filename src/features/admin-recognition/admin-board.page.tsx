import { Button, Container, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, type AdminColumn } from '@/shared/ui';
import { adminRecognitionCalls, adminRecognitionKeys, type AdminCategory, type CategoryFilter } from './api';
import { StatusBadge } from './components/status-badge';
import { adminRecognitionMessages as m } from './messages';

const filters: CategoryFilter[] = ['all', 'active', 'inactive'];

/** /admin/AdminBoard: the recognition categories with the filters of spec 002 §4. */
export default function AdminBoardPage() {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const queryClient = useQueryClient();
  const categories = useQuery(adminRecognitionKeys.categories(filter));
  const deactivate = useMutation({
    mutationFn: (id: number) => adminRecognitionCalls.deactivateCategory(id),
    onSuccess: ({ message }) => {
      notifyOk(message);
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: adminRecognitionKeys.all });
    },
    onError: (error) => notifyFailed(m.deactivateFailed, error),
  });

  const columns: AdminColumn<AdminCategory>[] = [
    {
      key: 'id',
      title: m.columns.id,
      cell: (c) => c.acknowledgmentTypeId,
      sortValue: (c) => c.acknowledgmentTypeId,
    },
    { key: 'title', title: m.columns.title, cell: (c) => c.title, sortValue: (c) => c.title },
    { key: 'description', title: m.columns.description, cell: (c) => c.description },
    {
      key: 'status',
      title: m.columns.status,
      cell: (c) => <StatusBadge active={c.current} />,
      sortValue: (c) => c.current,
    },
    {
      key: 'from',
      title: m.columns.from,
      cell: (c) => formatDate(c.validFrom),
      sortValue: (c) => c.validFrom,
    },
    { key: 'to', title: m.columns.to, cell: (c) => formatDate(c.validTo), sortValue: (c) => c.validTo },
    {
      key: 'actions',
      title: m.columns.actions,
      cell: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={paths.admin.categoryDetails(c.acknowledgmentTypeId)}
            variant="light"
            size="xs"
            aria-label={m.edit(c.title)}
          >
            {m.editShort}
          </Button>
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            aria-label={m.deactivate(c.title)}
            disabled={!c.active}
            onClick={() => setRemoving(c)}
          >
            {m.deleteShort}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{m.title}</Title>
        <AdminTable
          label={m.title}
          rows={categories.data}
          columns={columns}
          keyOf={(c) => c.acknowledgmentTypeId}
          searchText={(c) => `${c.title} ${c.description}`}
          toolbar={
            <Group>
              <SegmentedControl
                aria-label={m.filter}
                value={filter}
                onChange={(value) => setFilter(value as CategoryFilter)}
                data={filters.map((f) => ({ value: f, label: m.filters[f] }))}
              />
              <Button component={Link} to={paths.admin.categoryDetails()}>
                {m.add}
              </Button>
            </Group>
          }
        />
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        question={removing ? m.deactivateQuestion(removing.title) : undefined}
        busy={deactivate.isPending}
        onConfirm={() => removing && deactivate.mutate(removing.acknowledgmentTypeId)}
        onCancel={() => setRemoving(null)}
      />
    </Container>
  );
}
