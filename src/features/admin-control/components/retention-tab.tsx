import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { ConsoleForm } from '@/shared/admin';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyFailed, notifyOk, QueryState } from '@/shared/ui';
import { controlCalls, controlQueries } from '../api';
import { controlMessages as c } from '../messages';

const r = c.retention;
const MAX_DAYS = 3650;

type Days = number | '';
const days = (value: number | null): Days => value ?? '';
const orForever = (value: Days) => (value === '' ? null : value);

function RetentionForm({
  chatDays,
  notificationDays,
}: {
  chatDays: number | null;
  notificationDays: number | null;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { chatDays: days(chatDays), notificationDays: days(notificationDays) },
  });
  const save = useMutation({
    mutationFn: (values: typeof form.values) =>
      controlCalls.saveRetention({
        chatDays: orForever(values.chatDays),
        notificationDays: orForever(values.notificationDays),
      }),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: controlQueries.retention().queryKey });
    },
    onError: (error) => notifyFailed(c.saveFailed, error),
  });
  const field = (name: 'chatDays' | 'notificationDays', label: string) => (
    <NumberInput
      label={label}
      description={r.forever}
      min={1}
      max={MAX_DAYS}
      clampBehavior="blur"
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(name)}
    />
  );
  return (
    <ConsoleForm onSubmit={form.onSubmit((values) => save.mutate(values))} busy={save.isPending}>
      <Text>{r.intro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('chatDays', r.chatDays)}
        {field('notificationDays', r.notificationDays)}
      </SimpleGrid>
    </ConsoleForm>
  );
}

/** How long the company keeps chat messages and notifications (docs/decisions/0308). */
export function RetentionTab() {
  const retention = useQuery(controlQueries.retention());
  return (
    <QueryState query={retention}>
      {(data) => (
        <RetentionForm chatDays={data?.chatDays ?? null} notificationDays={data?.notificationDays ?? null} />
      )}
    </QueryState>
  );
}
