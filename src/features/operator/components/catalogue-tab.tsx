import { Image } from '@mantine/core';
import {
  ConfirmDialog,
  ConsoleTable,
  plainColumn,
  sortedColumn,
  StatusBadge,
  useRowConfirm,
} from '@/shared/admin';
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
    <>
      <ConsoleTable<CatalogueRow>
        label={label}
        rows={rows}
        columns={[
          sortedColumn('id', m.columns.id, (r) => r.id),
          plainColumn('image', m.columns.image, (r) => (
            <Image src={r.image} alt="" w={40} h={40} fit="contain" />
          )),
          sortedColumn('name', m.columns.name, (r) => r.name),
          plainColumn('status', m.columns.status, (r) => <StatusBadge active={r.active} />),
        ]}
        actions={{
          title: m.columns.options,
          of: (r) => [
            { text: m.edit, label: m.editNamed(r.name), to: detailsPath(r.id) },
            {
              text: m.deactivate,
              label: m.deactivateNamed(r.name),
              tone: 'danger',
              disabled: !r.active,
              onClick: () => deactivation.ask(r),
            },
          ],
        }}
        keyOf={(r) => r.id}
        searchText={(r) => r.name}
        add={{ text: m.add, to: detailsPath(0) }}
      />
      <ConfirmDialog {...deactivation.dialog} />
    </>
  );
}
