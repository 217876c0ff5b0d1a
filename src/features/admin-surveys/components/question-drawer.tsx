import { AnswerType as AnswerTypeId } from '@domain/answer-types';
import { FormFooter } from '@/shared/admin';
import { Alert, Drawer, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminQuestion, AnswerType, QuestionPayload, Scale } from '../api';
import { adminSurveyMessages as m } from '../messages';

const q = m.questions;

interface Props {
  opened: boolean;
  surveyId: number;
  question: AdminQuestion | null;
  answerTypes: AnswerType[];
  scales: Scale[];
  locked: boolean;
  saving: boolean;
  onClose(): void;
  onSave(payload: QuestionPayload & { surveyQuestionId?: number }): void;
  children?: React.ReactNode;
}

/** The side drawer where a question is written (spec 002 §2, §5); locked once people started the survey. */
export function QuestionDrawer({
  opened,
  surveyId,
  question,
  answerTypes,
  scales,
  locked,
  saving,
  onClose,
  onSave,
  children,
}: Props) {
  const form = useForm({
    initialValues: {
      question: question?.question ?? '',
      surveyAnswerTypeId: question ? String(question.surveyAnswerTypeId) : '',
      surveyScaleId: question?.surveyScaleId ? String(question.surveyScaleId) : '',
    },
    validate: {
      question: (v) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null),
      surveyAnswerTypeId: (v) => (!v ? m.required : null),
      surveyScaleId: (v, values) =>
        Number(values.surveyAnswerTypeId) === AnswerTypeId.scaleGrid && !v ? m.required : null,
    },
  });
  const isScale = Number(form.values.surveyAnswerTypeId) === AnswerTypeId.scaleGrid;
  const choice = (
    field: 'surveyAnswerTypeId' | 'surveyScaleId',
    label: string,
    rows: { id: number; description: string; active: boolean }[],
  ) => (
    <Select
      label={label}
      required
      disabled={locked}
      data={rows.filter((r) => r.active).map((r) => ({ value: String(r.id), label: r.description }))}
      {...form.getInputProps(field)}
    />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={question ? q.drawerEdit : q.drawerNew}
      closeButtonProps={{ 'aria-label': m.close }}
    >
      <Stack>
        {locked ? (
          <Alert color="yellow" c="dark">
            {m.started}
          </Alert>
        ) : null}
        <form
          noValidate
          onSubmit={form.onSubmit((v) =>
            onSave({
              surveyId,
              question: v.question,
              surveyAnswerTypeId: Number(v.surveyAnswerTypeId),
              surveyScaleId: isScale ? Number(v.surveyScaleId) : null,
              ...(question ? { surveyQuestionId: question.surveyQuestionId } : {}),
            }),
          )}
        >
          <Stack>
            <Textarea
              label={q.question}
              required
              disabled={locked}
              maxLength={500}
              {...form.getInputProps('question')}
            />
            {choice(
              'surveyAnswerTypeId',
              q.type,
              answerTypes.map((t) => ({ ...t, id: t.surveyAnswerTypeId })),
            )}
            {isScale
              ? choice(
                  'surveyScaleId',
                  q.scale,
                  scales.map((s) => ({ ...s, id: s.surveyScaleId })),
                )
              : null}
            {locked ? null : <FormFooter busy={saving} />}
          </Stack>
        </form>
        {children}
      </Stack>
    </Drawer>
  );
}
