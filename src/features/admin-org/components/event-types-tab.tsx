import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, notifyFailed, notifyOk } from '@/shared/ui';
import { orgCalls, orgKeys, type CompanyEventType } from '../api';
import { controlMessages as c } from '../control-messages';
import { orgMessages as m } from '../messages';
import { StatusBadge } from './status-badge';

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
  const queryClient = useQueryClient();
  const list = useQuery(orgKeys.eventTypes());
  const [editing, setEditing] = useState<CompanyEventType | 'new' | null>(null);
  const [confirming, setConfirming] = useState<CompanyEventType | null>(null);
  const deactivate = useMutation({
    mutationFn: (id: number) => orgCalls.deactivateEventType(id),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: orgKeys.all });
    },
    onError: (error) => notifyFailed(w.deactivateFailed, error),
    onSettled: () => setConfirming(null),
  });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={headingOrder}>{w.title}</Title>
        <Button onClick={() => setEditing('new')}>{w.add}</Button>
      </Group>
      <Table.ScrollContainer minWidth={640} maw={992} mah={800}>
        <Table striped aria-label={w.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{w.type}</Table.Th>
              <Table.Th scope="col">{w.points}</Table.Th>
              <Table.Th scope="col">{w.notified}</Table.Th>
              <Table.Th scope="col">{w.audience}</Table.Th>
              <Table.Th scope="col">{c.columns.status}</Table.Th>
              <Table.Th scope="col">{m.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>{m.empty}</Table.Td>
              </Table.Tr>
            ) : null}
            {list.data?.map((t) => (
              <Table.Tr key={t.companyEventTypeId}>
                <Table.Td>{t.eventTypeName}</Table.Td>
                <Table.Td>{t.isRewarded ? t.rewardPoints : w.no}</Table.Td>
                <Table.Td>{yesNo(t.isNotified)}</Table.Td>
                <Table.Td>{yesNo(t.isAudienceAddressed)}</Table.Td>
                <Table.Td>
                  <StatusBadge active={t.active} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      disabled={!t.active}
                      onClick={() => setEditing(t)}
                      aria-label={m.editNamed(t.eventTypeName)}
                    >
                      {m.edit}
                    </Button>
                    <ActionIcon
                      variant="light"
                      color="red"
                      disabled={!t.active}
                      aria-label={m.deactivateNamed(t.eventTypeName)}
                      onClick={() => setConfirming(t)}
                    >
                      <Text size="xs" aria-hidden="true">
                        ✕
                      </Text>
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
