import { Button, Checkbox, Group, NumberInput, Select, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef } from 'react';
import type { AdminAnswerConfig } from '../api';
import { adminSurveyMessages as m } from '../messages';

const o = m.options;

interface OptionValues {
  answerOrder: number;
  answer: string;
  isImage: boolean;
  stepAnswer: number | null;
}

interface Props {
  /** The option being edited, or null to add a new one. */
  option: AdminAnswerConfig | null;
  nextOrder: number;
  canJump: boolean;
  jumpData: { value: string; label: string }[];
  /** Resolves true when the server saved it. */
  onSave(values: OptionValues): Promise<boolean>;
  onCancel(): void;
}

/** Order, text, image flag and (when allowed) jump of one answer option, new or pre-filled (spec 002 §5). */
export function OptionForm({ option, nextOrder, canJump, jumpData, onSave, onCancel }: Props) {
  const titleId = useId();
  const answerRef = useRef<HTMLInputElement>(null);
  const step = option?.stepAnswer ?? null;
  const jump = step !== null && jumpData.some((d) => d.value === String(step)) ? String(step) : 'next';
  const form = useForm({
    initialValues: {
      answerOrder: option?.answerOrder ?? nextOrder,
      answer: option?.answer ?? '',
      isImage: option?.isImage ?? false,
      jump,
    },
    validate: {
      answerOrder: (v) => (!v || v < 1 ? m.required : null),
      answer: (v) => (!v.trim() ? m.required : null),
    },
  });
  useEffect(() => {
    if (option) answerRef.current?.focus();
  }, [option]);

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={form.onSubmit(async (v) => {
        const done = await onSave({
          answerOrder: Number(v.answerOrder),
          answer: v.answer,
          isImage: v.isImage,
          stepAnswer: canJump && v.jump !== 'next' ? Number(v.jump) : null,
        });
        if (done && !option) {
          form.setValues({
            answerOrder: Number(v.answerOrder) + 1,
            answer: '',
            isImage: false,
            jump: 'next',
          });
        }
      })}
    >
      <Title order={4} size="h5" id={titleId}>
        {option ? o.editTitle : o.newTitle}
      </Title>
      <Group align="flex-end">
        <NumberInput label={o.order} min={1} w={90} required {...form.getInputProps('answerOrder')} />
        <TextInput
          ref={answerRef}
          label={o.answer}
          required
          style={{ flex: 1 }}
          {...form.getInputProps('answer')}
        />
        {canJump ? (
          <Select label={o.jump} data={jumpData} allowDeselect={false} {...form.getInputProps('jump')} />
        ) : null}
      </Group>
      <Group justify="space-between" mt="xs">
        <Checkbox label={o.isImage} {...form.getInputProps('isImage', { type: 'checkbox' })} />
        <Group gap="xs">
          {option ? (
            <Button variant="default" onClick={onCancel}>
              {m.cancel}
            </Button>
          ) : null}
          <Button type="submit" variant="light">
            {o.save}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
