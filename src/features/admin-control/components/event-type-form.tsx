import { Checkbox, NumberInput, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConsoleForm } from '@/shared/admin';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { controlCalls, controlQueries, type CompanyEventType } from '../api';
import { controlMessages as c } from '../messages';

const w = c.eventTypes;

/** The event type form of the 'Lista de tipos de evento' dialog: a new type, or the one being edited. */
export function EventTypeForm({ current, onDone }: { current: CompanyEventType | null; onDone(): void }) {
  const queryClient = useQueryClient();
  const free = useQuery(controlQueries.freeEventTypes());
  const allowed = useQuery(controlQueries.allowedEventTypes());
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
      eventTypeId: (v) => (v ? null : c.required),
      rewardPoints: (v, all) => (all.isRewarded && !v ? w.pointsRequired : null),
      notificationText: (v, all) => (all.isNotified && !v.trim() ? c.required : null),
    },
  });
  const canAddress = allowed.data?.some((t) => String(t.eventTypeId) === form.values.eventTypeId) ?? false;
  const save = useMutation({
    mutationFn: (v: typeof form.values) =>
      controlCalls.saveEventType({
        ...v,
        companyEventTypeId: current?.companyEventTypeId,
        eventTypeId: Number(v.eventTypeId),
        rewardPoints: v.isRewarded ? Number(v.rewardPoints) : 0,
        isAudienceAddressed: canAddress && v.isAudienceAddressed,
        isNewRegistry: canAddress && v.isNewRegistry,
      }),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: controlQueries.all });
      onDone();
    },
    onError: (error) => notifyFailed(current ? w.updateFailed : w.createFailed, error),
  });
  const types = current
    ? [{ value: String(current.eventTypeId), label: current.eventTypeName }]
    : (free.data ?? []).map((t) => ({ value: String(t.eventTypeId), label: t.eventTypeName }));
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((v) => save.mutate(v))}
      cancel={{ onClick: onDone }}
      busy={save.isPending}
    >
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
          <Checkbox label={w.audience} {...form.getInputProps('isAudienceAddressed', { type: 'checkbox' })} />
          <Checkbox label={w.newRegistry} {...form.getInputProps('isNewRegistry', { type: 'checkbox' })} />
        </>
      ) : null}
    </ConsoleForm>
  );
}
