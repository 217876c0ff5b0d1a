import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadRules } from '@domain/upload-rules';
import { notifyFailed, notifyOk, Uploader } from '@/shared/ui';
import { adminRecognitionCalls, adminRecognitionQueries, type Level } from '../api';
import { adminRecognitionMessages } from '../messages';
import { ConsoleForm } from '@/shared/admin';

const m = adminRecognitionMessages.levels;

interface Values {
  description: string;
  noAcknowledgment: number | string;
  icons: File[];
}

/** A level: title, minimum recognitions and its icon, exactly one .svg or .ico (spec 002 §5). */
export function LevelForm({
  typeId,
  current,
  onDone,
}: {
  typeId: number;
  current: Level | null;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    initialValues: {
      description: current?.description ?? '',
      noAcknowledgment: current?.noAcknowledgment ?? 0,
      icons: [],
    },
    validate: {
      description: (v) =>
        v.trim() === ''
          ? adminRecognitionMessages.category.required
          : /^\s/.test(v)
            ? adminRecognitionMessages.category.leadingSpace
            : null,
      noAcknowledgment: (v) =>
        v === ''
          ? adminRecognitionMessages.category.required
          : Number(v) >= 0 && Number.isInteger(Number(v))
            ? null
            : m.minimumInvalid,
      icons: (files) => (files.length === 0 && current === null ? m.iconType : null),
    },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      adminRecognitionCalls.saveLevel(
        {
          companyAcknowledgmentLadderId: current?.companyAcknowledgmentLadderId,
          description: v.description,
          noAcknowledgment: Number(v.noAcknowledgment),
          acknowledgmentTypeId: typeId,
          active: current?.active ?? true,
        },
        v.icons[0] ?? null,
      ),
    onSuccess: async ({ message }) => {
      notifyOk(message);
      await queryClient.invalidateQueries({ queryKey: adminRecognitionQueries.levels(typeId).queryKey });
      onDone();
    },
    // Spec 002 §8: ladder failures show the server's message.
    onError: (error) => notifyFailed(m.failed, error),
  });
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((v) => save.mutate(v))}
      cancel={{ onClick: onDone }}
      busy={save.isPending}
      saveText={m.save}
    >
      <TextInput label={m.name} required maxLength={150} {...form.getInputProps('description')} />
      <NumberInput
        label={m.minimum}
        required
        min={0}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('noAcknowledgment')}
      />
      <Uploader
        rule={uploadRules.createLevel.files}
        // Several files may be picked, so that more than one is refused in the spec's words.
        multiple
        messages={{ tooMany: m.oneIcon }}
        label={m.icon}
        description={current ? m.iconKept : undefined}
        required={current === null}
        {...form.getInputProps('icons')}
      />
    </ConsoleForm>
  );
}
