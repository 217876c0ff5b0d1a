import {
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminAnswerConfig, AdminQuestion, AnswerConfigPayload } from '../api';
import { adminSurveyMessages as m } from '../messages';

const o = m.options;
const CHOICE = 2;

interface Props {
  question: AdminQuestion;
  later: AdminQuestion[];
  locked: boolean;
  onSave(payload: AnswerConfigPayload & { surveyAnswerConfigId?: number }): Promise<void>;
  onDeactivate(option: AdminAnswerConfig): void;
}

/**
 * The question's answer options with order, text and image flag; the jump field only for multiple-option
 * questions with later questions (spec 002 §5).
 */
export function OptionEditor({ question, later, locked, onSave, onDeactivate }: Props) {
  const canJump = question.surveyAnswerTypeId === CHOICE && later.length > 0;
  const jumpData = [
    { value: 'next', label: o.next },
    { value: '-1', label: o.end },
    ...later.map((q) => ({ value: String(q.surveyQuestionId), label: q.question })),
  ];
  const nextOrder = Math.max(0, ...question.answers.map((a) => a.answerOrder)) + 1;
  const form = useForm({
    initialValues: { answerOrder: nextOrder, answer: '', isImage: false, jump: 'next' },
    validate: {
      answerOrder: (v) => (!v || v < 1 ? m.required : null),
      answer: (v) => (!v.trim() ? m.required : null),
    },
  });
  const jumpLabel = (step: number | null) =>
    jumpData.find((d) => d.value === (step === null ? 'next' : String(step)))?.label;
  return (
    <Stack>
      <Title order={3} size="h4">
        {o.title}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{o.order}</Table.Th>
            <Table.Th scope="col">{o.answer}</Table.Th>
            {canJump ? <Table.Th scope="col">{o.jump}</Table.Th> : null}
            <Table.Th scope="col">{m.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {question.answers.map((a) => (
            <Table.Tr key={a.surveyAnswerConfigId}>
              <Table.Td>{a.answerOrder}</Table.Td>
              <Table.Td>
                {a.answer} {a.estatus ? null : <Badge color="gray">{o.inactive}</Badge>}
              </Table.Td>
              {canJump ? <Table.Td>{jumpLabel(a.stepAnswer)}</Table.Td> : null}
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  disabled={locked || !a.estatus}
                  onClick={() => onDeactivate(a)}
                >
                  {o.remove(a.answer)}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {locked ? null : (
        <form
          noValidate
          onSubmit={form.onSubmit(async (v) => {
            await onSave({
              surveyQuestionId: question.surveyQuestionId,
              answerOrder: Number(v.answerOrder),
              answer: v.answer,
              isRight: false,
              isImage: v.isImage,
              stepAnswer: canJump && v.jump !== 'next' ? Number(v.jump) : null,
            });
            form.setValues({
              answerOrder: Number(v.answerOrder) + 1,
              answer: '',
              isImage: false,
              jump: 'next',
            });
          })}
        >
          <Group align="flex-end">
            <NumberInput label={o.order} min={1} w={90} required {...form.getInputProps('answerOrder')} />
            <TextInput label={o.answer} required style={{ flex: 1 }} {...form.getInputProps('answer')} />
            {canJump ? (
              <Select label={o.jump} data={jumpData} allowDeselect={false} {...form.getInputProps('jump')} />
            ) : null}
          </Group>
          <Group justify="space-between" mt="xs">
            <Checkbox label={o.isImage} {...form.getInputProps('isImage', { type: 'checkbox' })} />
            <Button type="submit" variant="light">
              {o.save}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
