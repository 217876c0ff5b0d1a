import {
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, RowActions } from '@/shared/ui';
import { orgCalls, orgKeys, type CompanyEventType } from '../api';
import { controlMessages as c } from '../control-messages';
import { orgMessages as m } from '../messages';
import { StatusBadge } from './status-badge';
import { useDeactivation } from './use-deactivation';

const w = c.eventTypes;
const yesNo = (v: boolean) => (v ? w.yes : w.no);

function EventTypeForm({ current, onDone }: { current: CompanyEventType | null; onDone(): void }) {
  const queryClient = useQueryClient();
  const free = useQuery(orgKeys.freeEventTypes());
  const allowed = useQuery(orgKeys.allowedEventTypes());
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
      void queryClient.invalidateQueries({ queryKey: orgKeys.all });
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Lista de tipos de evento' (spec 002 §2): a table scrolling within 992 x 800, with create, edit and deactivation. */
export function EventTypesTab({ headingOrder = 2 }: { headingOrder?: 1 | 2 }) {
  const list = useQuery(orgKeys.eventTypes());
  const [editing, setEditing] = useState<CompanyEventType | 'new' | null>(null);
  const { confirming, setConfirming, deactivate } = useDeactivation<CompanyEventType>(
    (id) => orgCalls.deactivateEventType(id),
    w.deactivateFailed,
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={headingOrder}>{w.title}</Title>
        <Button onClick={() => setEditing('new')}>{w.add}</Button>
      </Group>
      <Box maw={992} mah={800} style={{ overflowY: 'auto' }}>
        <AdminTable
          label={w.title}
          rows={list.data}
          keyOf={(t) => t.companyEventTypeId}
          columns={[
            { key: 'type', title: w.type, cell: (t) => t.eventTypeName, sortValue: (t) => t.eventTypeName },
            {
              key: 'points',
              title: w.points,
              cell: (t) => (t.isRewarded ? t.rewardPoints : w.no),
              sortValue: (t) => (t.isRewarded ? t.rewardPoints : -1),
            },
            { key: 'notified', title: w.notified, cell: (t) => yesNo(t.isNotified) },
            { key: 'audience', title: w.audience, cell: (t) => yesNo(t.isAudienceAddressed) },
            {
              key: 'status',
              title: c.columns.status,
              cell: (t) => <StatusBadge active={t.active} />,
              sortValue: (t) => t.active,
            },
            {
              key: 'actions',
              title: m.actions,
              cell: (t) => (
                <RowActions
                  name={t.eventTypeName}
                  active={t.active}
                  edit={{ onClick: () => setEditing(t), disabled: !t.active }}
                  onDeactivate={() => setConfirming(t)}
                />
              ),
            },
          ]}
        />
      </Box>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={w.type}
        closeButtonProps={{ 'aria-label': m.cancel }}
      >
        {editing !== null ? (
          <EventTypeForm current={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={confirming !== null}
        busy={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && deactivate.mutate(confirming.companyEventTypeId)}
      />
    </Stack>
  );
}
