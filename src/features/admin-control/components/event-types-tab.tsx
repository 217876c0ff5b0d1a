import { Box, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  ConsoleList,
  FormDialog,
  plainColumn,
  sortedColumn,
  statusColumn,
  useEditDialog,
} from '@/shared/admin';
import { controlCalls, controlQueries, type CompanyEventType } from '../api';
import { controlMessages as c } from '../messages';
import { EventTypeForm } from './event-type-form';

const w = c.eventTypes;
const yesNo = (v: boolean) => (v ? w.yes : w.no);

/** 'Lista de tipos de evento' (spec 002 §2): a table scrolling within 992 x 800, with create, edit and deactivation. */
export function EventTypesTab({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const list = useQuery(controlQueries.eventTypes());
  const editor = useEditDialog<CompanyEventType>();
  return (
    <Stack>
      <Title order={headingOrder}>{w.title}</Title>
      <Box maw={992} mah={800} style={{ overflowY: 'auto' }}>
        <ConsoleList<CompanyEventType>
          label={w.title}
          rows={list.data}
          deactivate={{ call: controlCalls.deactivateEventType, failed: w.deactivateFailed }}
          keyOf={(t) => t.companyEventTypeId}
          add={editor.add(w.add)}
          columns={[
            sortedColumn('type', w.type, (t) => t.eventTypeName),
            sortedColumn(
              'points',
              w.points,
              (t) => (t.isRewarded ? t.rewardPoints : -1),
              (t) => (t.isRewarded ? t.rewardPoints : w.no),
            ),
            plainColumn('notified', w.notified, (t) => yesNo(t.isNotified)),
            plainColumn('audience', w.audience, (t) => yesNo(t.isAudienceAddressed)),
            statusColumn(c.columns.status, (t) => t.active, { sorted: true }),
          ]}
          actions={{
            title: c.actions,
            of: (t, confirm) => editor.actions(t, t.eventTypeName, t.active, confirm.ask),
          }}
        />
      </Box>
      <FormDialog {...editor.dialog} title={w.type}>
        {(current) => <EventTypeForm current={current} onDone={editor.close} />}
      </FormDialog>
    </Stack>
  );
}
