import { Box, Checkbox, NumberInput, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ConsoleTable,
  editAndDeactivate,
  FormDialog,
  FormFooter,
  plainColumn,
  sortedColumn,
  statusColumn,
  useRowConfirm,
} from '@/shared/admin';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { orgCalls, adminOrgQueries, type CompanyEventType } from '../api';
import { controlMessages as c } from '../control-messages';
import { orgMessages as m } from '../messages';

const w = c.eventTypes;
const yesNo = (v: boolean) => (v ? w.yes : w.no);

function EventTypeForm({ current, onDone }: { current: CompanyEventType | null; onDone(): void }) {
  const queryClient = useQueryClient();
  const free = useQuery(adminOrgQueries.freeEventTypes());
  const allowed = useQuery(adminOrgQueries.allowedEventTypes());
  const form = useForm({
    initialValues: {
      eventTypeId: current ? String(current.eventTypeId) : '',
      isRewarded: current?.isRewarded ?? false,
      rewardPoints: current?.rewardPoints ?? 0,
      isNotified: current?.isNotified ?? false,
      notificationText: current?.notificationText ?? '',
      isAudienceAddressed: current?.isAudienceAddressed ?? false,
      isNewRegistry: current?.isNewRegistry ?? false,
    },
    validate: {
      eventTypeId: (v) => (v ? null : m.required),
      rewardPoints: (v, all) => (all.isRewarded && !v ? w.pointsRequired : null),
      notificationText: (v, all) => (all.isNotified && !v.trim() ? m.required : null),
    },
  });
  const canAddress = allowed.data?.some((t) => String(t.eventTypeId) === form.values.eventTypeId) ?? false;
  const save = useMutation({
    mutationFn: (v: typeof form.values) =>
      orgCalls.saveEventType({
        ...v,
        companyEventTypeId: current?.companyEventTypeId,
        eventTypeId: Number(v.eventTypeId),
        rewardPoints: v.isRewarded ? Number(v.rewardPoints) : 0,
        isAudienceAddressed: canAddress && v.isAudienceAddressed,
        isNewRegistry: canAddress && v.isNewRegistry,
      }),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: adminOrgQueries.all });
      onDone();
    },
    onError: (error) => notifyFailed(current ? w.updateFailed : w.createFailed, error),
  });
  const types = current
    ? [{ value: String(current.eventTypeId), label: current.eventTypeName }]
    : (free.data ?? []).map((t) => ({ value: String(t.eventTypeId), label: t.eventTypeName }));
  return (
    <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))}>
      <Stack>
        <Select
          label={w.type}
          data={types}
          required
          disabled={current !== null}
          {...form.getInputProps('eventTypeId')}
        />
        <Checkbox label={w.rewarded} {...form.getInputProps('isRewarded', { type: 'checkbox' })} />
        {form.values.isRewarded ? (
          <NumberInput
            label={w.points}
            min={0}
            max={99999}
            allowDecimal={false}
            required
            {...form.getInputProps('rewardPoints')}
          />
        ) : null}
        <Checkbox label={w.notified} {...form.getInputProps('isNotified', { type: 'checkbox' })} />
        {form.values.isNotified ? (
          <Textarea label={w.text} required maxLength={500} {...form.getInputProps('notificationText')} />
        ) : null}
        {canAddress ? (
          <>
            <Checkbox
              label={w.audience}
              {...form.getInputProps('isAudienceAddressed', { type: 'checkbox' })}
            />
            <Checkbox label={w.newRegistry} {...form.getInputProps('isNewRegistry', { type: 'checkbox' })} />
          </>
        ) : null}
        <FormFooter cancel={{ onClick: onDone }} busy={save.isPending} />
      </Stack>
    </form>
  );
}

/** 'Lista de tipos de evento' (spec 002 §2): a table scrolling within 992 x 800, with create, edit and deactivation. */
export function EventTypesTab({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const list = useQuery(adminOrgQueries.eventTypes());
  const [editing, setEditing] = useState<CompanyEventType | 'new' | null>(null);
  const deactivation = useRowConfirm<CompanyEventType>({
    run: (t) => orgCalls.deactivateEventType(t.companyEventTypeId),
    failed: w.deactivateFailed,
    refresh: adminOrgQueries.all,
  });
  return (
    <Stack>
      <Title order={headingOrder}>{w.title}</Title>
      <Box maw={992} mah={800} style={{ overflowY: 'auto' }}>
        <ConsoleTable<CompanyEventType>
          label={w.title}
          rows={list.data}
          keyOf={(t) => t.companyEventTypeId}
          add={{ text: w.add, onClick: () => setEditing('new') }}
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
            title: m.actions,
            of: (t) =>
              editAndDeactivate({
                name: t.eventTypeName,
                active: t.active,
                edit: { onClick: () => setEditing(t), disabled: !t.active },
                deactivate: () => deactivation.ask(t),
              }),
          }}
          confirm={deactivation.dialog}
        />
      </Box>
      <FormDialog editing={editing} title={w.type} onClose={() => setEditing(null)}>
        {(current) => <EventTypeForm current={current} onDone={() => setEditing(null)} />}
      </FormDialog>
    </Stack>
  );
}
