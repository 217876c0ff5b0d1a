import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ConsoleList,
  dateColumn,
  FormDialog,
  periodColumn,
  sortedColumn,
  statusColumn,
  useEditDialog,
} from '@/shared/admin';
import { controlCalls, controlQueries } from '../api';
import { controlMessages as c } from '../messages';
import { NoticeForm, typeName, type Notice } from './notice-form';

const w = c.notices;

/** Avisos: the company's notices (company holidays) with create, edit and deactivation. */
export function NoticesTab() {
  const list = useQuery(controlQueries.notices());
  const editor = useEditDialog<Notice>();
  return (
    <Stack>
      <ConsoleList<Notice>
        label={c.tabs.notices}
        rows={list.data}
        deactivate={{ call: controlCalls.deactivateNotice, failed: w.deactivateFailed }}
        keyOf={(n) => n.companyHolidayId}
        searchText={(n) => `${n.description} ${typeName(n.typeId)}`}
        add={editor.add(w.add)}
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
          of: (n, confirm) => editor.actions(n, n.description, n.active, confirm.ask),
        }}
      />
      <FormDialog {...editor.dialog} title={w.form} size="lg">
        {(current) => <NoticeForm current={current} onDone={editor.close} />}
      </FormDialog>
    </Stack>
  );
}
