import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, type AdminColumn } from '@/shared/ui';
import { filterCalls, filterQueries, type RewardFilter } from './api';
import { filterMessages as m } from './messages';

/** /admin/product-filter: the company's coupon filters (ID, product, branch, group, category, stock, points). */
export default function ProductFiltersPage() {
  const filters = useQuery(filterQueries.list());
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<number | null>(null);
  const deactivating = useMutation({
    mutationFn: filterCalls.deactivate,
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: filterQueries.all });
    },
    onError: (error) => notifyFailed(m.deactivateFailed, error),
    onSettled: () => setConfirming(null),
  });
  const columns: AdminColumn<RewardFilter>[] = [
    {
      key: 'id',
      title: m.columns.id,
      cell: (f) => f.rewardProductFilterId,
      sortValue: (f) => f.rewardProductFilterId,
    },
    {
      key: 'product',
      title: m.columns.product,
      cell: (f) => f.productDescription,
      sortValue: (f) => f.productDescription,
    },
    { key: 'branch', title: m.columns.branch, cell: (f) => f.branchOfficeName },
    { key: 'group', title: m.columns.group, cell: (f) => f.departmentName },
    { key: 'category', title: m.columns.category, cell: (f) => f.roleName },
    { key: 'stock', title: m.columns.stock, cell: (f) => f.filterStock, sortValue: (f) => f.filterStock },
    { key: 'points', title: m.columns.points, cell: (f) => f.points, sortValue: (f) => f.points },
    {
      key: 'status',
      title: m.columns.status,
      cell: (f) => (
        <Badge color={f.active ? '#1e6b34' : 'gray.7'} variant="filled">
          {f.active ? m.active : m.inactive}
        </Badge>
      ),
    },
    {
      key: 'options',
      title: m.columns.options,
      cell: (f) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={paths.admin.productFilterDetails(f.rewardProductFilterId)}
            aria-label={m.editNamed(f.rewardProductFilterId)}
          >
            {m.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red.9"
            disabled={!f.active}
            onClick={() => setConfirming(f.rewardProductFilterId)}
            aria-label={m.deactivateNamed(f.rewardProductFilterId)}
          >
            {m.deactivate}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={1}>{m.title}</Title>
      <AdminTable
        label={m.title}
        rows={filters.data}
        columns={columns}
        keyOf={(f) => f.rewardProductFilterId}
        searchText={(f) => `${f.productDescription} ${f.branchOfficeName} ${f.departmentName} ${f.roleName}`}
        minWidth={900}
        toolbar={
          <Button component={Link} to={paths.admin.productFilterDetails(0)}>
            {m.add}
          </Button>
        }
      />
      <ConfirmDialog
        opened={confirming !== null}
        onConfirm={() => confirming !== null && deactivating.mutate(confirming)}
        onCancel={() => setConfirming(null)}
        busy={deactivating.isPending}
      />
    </Stack>
  );
}
