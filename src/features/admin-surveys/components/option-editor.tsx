import { AnswerType } from '@domain/answer-types';
import { END_OF_SURVEY } from '@domain/survey-path';
import { Badge, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { AdminAnswerConfig, AdminQuestion, AnswerConfigPayload } from '../api';
import { adminSurveyMessages as m } from '../messages';
import { OptionForm } from './option-form';
import { PartTable } from './part-table';

const o = m.options;

interface Props {
  question: AdminQuestion;
  later: AdminQuestion[];
  locked: boolean;
  /** Resolves true when the server saved it; an id means an update. */
  onSave(payload: AnswerConfigPayload & { surveyAnswerConfigId?: number }): Promise<boolean>;
  onDeactivate(option: AdminAnswerConfig): void;
}

/**
 * The question's answer options with order, text and image flag; the jump field only for multiple-option
 * questions with later questions (spec 002 §5). Options can be edited until people start the survey.
 */
export function OptionEditor({ question, later, locked, onSave, onDeactivate }: Props) {
  const [editing, setEditing] = useState<AdminAnswerConfig | null>(null);
  const canJump = question.surveyAnswerTypeId === AnswerType.singleChoice && later.length > 0;
  const jumpData = [
    { value: 'next', label: o.next },
    { value: String(END_OF_SURVEY), label: o.end },
    ...later.map((q) => ({ value: String(q.surveyQuestionId), label: q.question })),
  ];
  const nextOrder = Math.max(0, ...question.answers.map((a) => a.answerOrder)) + 1;
  const jumpLabel = (step: number | null) =>
    jumpData.find((d) => d.value === (step === null ? 'next' : String(step)))?.label;
  return (
    <Stack>
      <Title order={3} size="h4">
        {o.title}
      </Title>
      <PartTable
        head={[o.order, o.answer, ...(canJump ? [o.jump] : []), m.columns.actions]}
        parts={question.answers}
        keyOf={(a) => a.surveyAnswerConfigId}
        cells={(a) => [
          a.answerOrder,
          <>
            {a.answer} {a.estatus ? null : <Badge color="gray">{o.inactive}</Badge>}
          </>,
          ...(canJump ? [jumpLabel(a.stepAnswer)] : []),
        ]}
        buttons={(a) => (
          <>
            {locked || !a.estatus ? null : (
              <Button
                size="compact-xs"
                variant="light"
                aria-label={o.edit(a.answer)}
                aria-pressed={editing?.surveyAnswerConfigId === a.surveyAnswerConfigId}
                onClick={() => setEditing(a)}
              >
                {m.editShort}
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={locked || !a.estatus}
              onClick={() => onDeactivate(a)}
            >
              {o.remove(a.answer)}
            </Button>
          </>
        )}
      />
      {locked ? null : (
        <OptionForm
          key={editing?.surveyAnswerConfigId ?? 'new'}
          option={editing}
          nextOrder={nextOrder}
          canJump={canJump}
          jumpData={jumpData}
          onCancel={() => setEditing(null)}
          onSave={async (values) => {
            const done = await onSave({
              surveyQuestionId: question.surveyQuestionId,
              isRight: editing?.isRight ?? false,
              ...values,
              ...(editing ? { surveyAnswerConfigId: editing.surveyAnswerConfigId } : {}),
            });
            if (done) setEditing(null);
            return done;
          }}
        />
      )}
    </Stack>
  );
}
