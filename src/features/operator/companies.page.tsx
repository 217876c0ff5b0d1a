import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { AdminTable, ConfirmDialog, type AdminColumn } from '@/shared/ui';
import { operatorCalls, operatorQueries, type Company } from './api';
import { StatusBadge } from './components/status-badge';
import { useDeactivate } from './components/use-deactivate';
import { operatorMessages as m } from './messages';

/**
 * /operator/AdminCompany: companies by status (Active by default). An active company is edited and deactivated
 * here; an inactive one has both disabled (spec 002) and is seen, read-only, and reactivated on its page (0241).
 */
export default function CompaniesPage() {
  const [status, setStatus] = useState('true');
  const companies = useQuery(operatorQueries.companies(status === 'true'));
  const deactivation = useDeactivate(operatorCalls.deactivateCompany, m.deactivateCompanyFailed);
  const columns: AdminColumn<Company>[] = [
    { key: 'id', title: m.columns.id, cell: (c) => c.companyId, sortValue: (c) => c.companyId },
    { key: 'name', title: m.columns.name, cell: (c) => c.companyName, sortValue: (c) => c.companyName },
    { key: 'business', title: m.columns.businessName, cell: (c) => c.businessName },
    { key: 'domain', title: m.columns.domain, cell: (c) => c.primeDomain, sortValue: (c) => c.primeDomain },
    { key: 'phone', title: m.columns.phone, cell: (c) => c.telephone1 },
    { key: 'status', title: m.columns.status, cell: (c) => <StatusBadge active={c.active} /> },
    {
      key: 'options',
      title: m.columns.options,
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          {c.active ? (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={paths.operator.companyDetails(c.companyId)}
              aria-label={m.editNamed(c.companyName)}
            >
              {m.edit}
            </Button>
          ) : (
            <>
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={paths.operator.companyDetails(c.companyId)}
                aria-label={m.viewNamed(c.companyName)}
              >
                {m.view}
              </Button>
              <Button size="xs" variant="light" disabled aria-label={m.editNamed(c.companyName)}>
                {m.edit}
              </Button>
            </>
          )}
          <Button
            size="xs"
            variant="light"
            color="red.9"
            disabled={!c.active}
            onClick={() => deactivation.ask(c.companyId)}
            aria-label={m.deactivateNamed(c.companyName)}
          >
            {m.deactivate}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={1}>{m.titles.companies}</Title>
      <AdminTable
        label={m.titles.companies}
        rows={companies.data}
        columns={columns}
        keyOf={(c) => c.companyId}
        searchText={(c) => `${c.companyName} ${c.businessName} ${c.primeDomain}`}
        minWidth={820}
        toolbar={
          <>
            <SegmentedControl
              aria-label={m.statusFilter}
              value={status}
              onChange={setStatus}
              data={[
                { value: 'true', label: m.active },
                { value: 'false', label: m.inactive },
              ]}
            />
            <Button component={Link} to={paths.operator.companyDetails(0)}>
              {m.add}
            </Button>
          </>
        }
      />
      <ConfirmDialog
        opened={deactivation.confirming !== null}
        onConfirm={deactivation.confirm}
        onCancel={deactivation.cancel}
        busy={deactivation.busy}
      />
    </Stack>
  );
}
