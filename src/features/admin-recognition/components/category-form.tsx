import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConsoleForm, TextField } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { adminRecognitionCalls, adminRecognitionQueries, type AdminCategory } from '../api';
import { adminRecognitionMessages } from '../messages';

const m = adminRecognitionMessages.category;

interface Values {
  title: string;
  description: string;
  active: boolean;
  validFrom: string;
  validTo: string;
}

const text = (value: string) =>
  value.trim() === '' ? m.required : /^\s/.test(value) ? m.leadingSpace : null;

/** Title, description, active and validity dates (spec 002 §3, §5: all required). */
export function CategoryForm({ current }: { current: AdminCategory | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      title: current?.title ?? '',
      description: current?.description ?? '',
      active: current?.active ?? true,
      validFrom: current?.validFrom ?? '',
      validTo: current?.validTo ?? '',
    },
    validate: {
      title: text,
      description: text,
      validFrom: (v) => (v ? null : m.required),
      validTo: (v, values) =>
        !v ? m.required : values.validFrom && v < values.validFrom ? m.endBeforeStart : null,
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      adminRecognitionCalls.saveCategory({
        acknowledgmentTypeId: current?.acknowledgmentTypeId,
        title: v.title,
        descritption: v.description,
        active: v.active,
        validFrom: v.validFrom,
        validTo: v.validTo,
      }),
    onSuccess: async ({ data, message }) => {
      notifyOk(message);
      await queryClient.invalidateQueries({ queryKey: adminRecognitionQueries.all });
      if (!current) await navigate(paths.admin.categoryDetails(data.acknowledgmentTypeId), { replace: true });
    },
    onError: (error) => notifyFailed(m.saveFailed, error),
  });
  return (
    <ConsoleForm onSubmit={form.onSubmit((v) => save.mutate(v))} busy={save.isPending} justify="flex-start">
      <TextField form={form} field="title" label={m.title} max={150} />
      <TextField form={form} field="description" label={m.description} max={500} lines={3} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label={m.validFrom} required {...form.getInputProps('validFrom')} />
        <TextInput
          type="date"
          label={m.validTo}
          required
          min={form.values.validFrom || undefined}
          {...form.getInputProps('validTo')}
        />
      </SimpleGrid>
      <Checkbox label={m.active} {...form.getInputProps('active', { type: 'checkbox' })} />
    </ConsoleForm>
  );
}
