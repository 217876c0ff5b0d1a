import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ConsoleTable,
  dateColumn,
  editAndDeactivate,
  FormDialog,
  periodColumn,
  sortedColumn,
  statusColumn,
  useRowConfirm,
} from '@/shared/admin';
import { controlCalls, controlQueries } from '../api';
import { controlMessages as c } from '../messages';
import { NoticeForm, typeName, type Notice } from './notice-form';

const w = c.notices;

/** Avisos: the company's notices (company holidays) with create, edit and deactivation. */
export function NoticesTab() {
  const list = useQuery(controlQueries.notices());
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const deactivation = useRowConfirm<Notice>({
    run: (n) => controlCalls.deactivateNotice(n.companyHolidayId),
    failed: w.deactivateFailed,
    refresh: controlQueries.all,
  });
  return (
    <Stack>
      <ConsoleTable<Notice>
        label={c.tabs.notices}
        rows={list.data}
        keyOf={(n) => n.companyHolidayId}
        searchText={(n) => `${n.description} ${typeName(n.typeId)}`}
        add={{ text: w.add, onClick: () => setEditing('new') }}
        columns={[
          sortedColumn('description', w.description, (n) => n.description),
          sortedColumn('type', w.type, (n) => typeName(n.typeId)),
          dateColumn('date', w.date, (n) => n.date),
          periodColumn(
            'range',
            `${w.startDate} – ${w.endDate}`,
            (n) => n.startDate,
            (n) => n.endDate,
          ),
          statusColumn(c.columns.status, (n) => n.active, { sorted: true }),
        ]}
        actions={{
          title: c.actions,
          of: (n) =>
            editAndDeactivate({
              name: n.description,
              active: n.active,
              edit: { onClick: () => setEditing(n), disabled: !n.active },
              deactivate: () => deactivation.ask(n),
            }),
        }}
        confirm={deactivation.dialog}
      />
      <FormDialog editing={editing} title={w.form} size="lg" onClose={() => setEditing(null)}>
        {(current) => <NoticeForm current={current} onDone={() => setEditing(null)} />}
      </FormDialog>
    </Stack>
  );
}
