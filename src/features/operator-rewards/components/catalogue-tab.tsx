import { Image } from '@mantine/core';
import { ConsoleTable, plainColumn, sortedColumn, statusColumn, useRowConfirm } from '@/shared/admin';
import { operatorQueries } from '../api';
import { operatorMessages as m } from '../messages';

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
  const deactivation = useRowConfirm<CatalogueRow>({
    run: (r) => deactivate(r.id),
    failed: m.deactivateFailed,
    refresh: operatorQueries.all,
  });
  return (
    <ConsoleTable<CatalogueRow>
      label={label}
      rows={rows}
      columns={[
        sortedColumn('id', m.columns.id, (r) => r.id),
        plainColumn('image', m.columns.image, (r) => (
          <Image src={r.image} alt="" w={40} h={40} fit="contain" />
        )),
        sortedColumn('name', m.columns.name, (r) => r.name),
        statusColumn(m.columns.status, (r) => r.active),
      ]}
      actions={{
        title: m.columns.options,
        of: (r) => [
          { text: m.edit, label: m.editNamed(r.name), to: detailsPath(r.id) },
          deactivation.action(r, m.deactivate, m.deactivateNamed(r.name), r.active),
        ],
      }}
      keyOf={(r) => r.id}
      searchText={(r) => r.name}
      add={{ text: m.add, to: detailsPath(0) }}
      confirm={deactivation.dialog}
    />
  );
}
