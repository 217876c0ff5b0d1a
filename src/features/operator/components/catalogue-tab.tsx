import { Button, Group, Image } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable, ConfirmDialog, type AdminColumn } from '@/shared/ui';
import { operatorMessages as m } from '../messages';
import { StatusBadge } from './status-badge';
import { useDeactivate } from './use-deactivate';

/** A category or a provider as its tab lists it. */
interface CatalogueRow {
  id: number;
  name: string;
  image: string;
  active: boolean;
}

interface CatalogueTabProps {
  label: string;
  rows: CatalogueRow[] | undefined;
  detailsPath(id: number): string;
  deactivate(id: number): Promise<{ message: string }>;
}

/** The providers or categories tab: 10 a page, an image, the status, edit and deactivate. */
export function CatalogueTab({ label, rows, detailsPath, deactivate }: CatalogueTabProps) {
  const deactivation = useDeactivate(deactivate, m.deactivateFailed);
  const columns: AdminColumn<CatalogueRow>[] = [
    { key: 'id', title: m.columns.id, cell: (r) => r.id, sortValue: (r) => r.id },
    {
      key: 'image',
      title: m.columns.image,
      cell: (r) => <Image src={r.image} alt="" w={40} h={40} fit="contain" />,
    },
    { key: 'name', title: m.columns.name, cell: (r) => r.name, sortValue: (r) => r.name },
    { key: 'status', title: m.columns.status, cell: (r) => <StatusBadge active={r.active} /> },
    {
      key: 'options',
      title: m.columns.options,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={detailsPath(r.id)}
            aria-label={m.editNamed(r.name)}
          >
            {m.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red.9"
            disabled={!r.active}
            onClick={() => deactivation.ask(r.id)}
            aria-label={m.deactivateNamed(r.name)}
          >
            {m.deactivate}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <AdminTable
        label={label}
        rows={rows}
        columns={columns}
        keyOf={(r) => r.id}
        searchText={(r) => r.name}
        toolbar={
          <Button component={Link} to={detailsPath(0)}>
            {m.add}
          </Button>
        }
      />
      <ConfirmDialog
        opened={deactivation.confirming !== null}
        onConfirm={deactivation.confirm}
        onCancel={deactivation.cancel}
        busy={deactivation.busy}
      />
    </>
  );
}
