import { Image } from '@mantine/core';
import { ConsoleList, plainColumn, sortedColumn, statusColumn } from '@/shared/admin';
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
  return (
    <ConsoleList<CatalogueRow>
      label={label}
      rows={rows}
      deactivate={{ call: deactivate, failed: m.deactivateFailed }}
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
        of: (r, confirm) => [
          { text: m.edit, label: m.editNamed(r.name), to: detailsPath(r.id) },
          confirm.action(r, m.deactivate, m.deactivateNamed(r.name), r.active),
        ],
      }}
      keyOf={(r) => r.id}
      searchText={(r) => r.name}
      add={{ text: m.add, to: detailsPath(0) }}
    />
  );
}
