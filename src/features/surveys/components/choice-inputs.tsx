import { Radio, Stack, Table, Text, Textarea } from '@mantine/core';
import { usePhoneLayout } from '@/shared/ui';
import type { SurveyQuestion } from '@domain/survey-path';
import type { AnswerDraft } from '../../../../machines/survey-path';
import { surveyMessages as m } from '../messages';

export interface InputProps {
  question: SurveyQuestion;
  draft: AnswerDraft;
  onChange(draft: AnswerDraft): void;
  error?: string;
}

export function FreeTextInput({ question, draft, onChange, error }: InputProps) {
  return (
    <Textarea
      label={m.textLabel}
      description={question.question}
      rows={4}
      maxLength={4000}
      value={draft.text}
      error={error}
      onChange={(e) => onChange({ ...draft, text: e.currentTarget.value })}
    />
  );
}

/** Single choice: inactive options are not offered (spec 000 §4). */
export function ChoiceInput({ question, draft, onChange, error }: InputProps) {
  return (
    <Radio.Group
      label={question.question}
      value={draft.optionId === null ? null : String(draft.optionId)}
      onChange={(value) => onChange({ ...draft, optionId: Number(value) })}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {question.answers
          .filter((o) => o.active)
          .map((o) => (
            <Radio key={o.surveyAnswerConfigId} value={String(o.surveyAnswerConfigId)} label={o.answer} />
          ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Scale grid: one row per active option, one radio per scale answer; each row is its own radio group. Unanswered
 * rows are marked and the requirement is written under the grid, as the other answer types do. On a phone each
 * row is a group of its own under its label, so no label or choice is off screen.
 */
export function ScaleGridInput({ question, draft, onChange, error }: InputProps) {
  const errorId = `escala-${question.surveyQuestionId}-error`;
  const phone = usePhoneLayout();
  const choose = (id: string, value: string) => onChange({ ...draft, grid: { ...draft.grid, [id]: value } });
  // The rows offered, each with the id its answer is kept under and whether the requirement marks it.
  const rows = question.answers
    .filter((o) => o.active)
    .map((row) => {
      const id = String(row.surveyAnswerConfigId);
      return { row, id, missing: !!error && !draft.grid[id] };
    });
  const requirement = error ? (
    <Text id={errorId} role="alert" size="sm" c="red.9">
      {error}
    </Text>
  ) : null;
  if (phone)
    return (
      <Stack gap="md" role="group" aria-label={question.question}>
        <Text fw={500}>{question.question}</Text>
        {rows.map(({ row, id, missing }) => (
          <Radio.Group
            key={id}
            label={row.answer}
            value={draft.grid[id] ?? null}
            onChange={(value) => choose(id, value)}
            aria-invalid={missing || undefined}
            aria-errormessage={missing ? errorId : undefined}
          >
            <Stack gap={6} mt={6}>
              {question.scaleAnswers.map((s) => (
                <Radio key={s.surveyScaleAnswerId} value={String(s.scaleValue)} label={s.description} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        {requirement}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={question.question}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{question.question}</Table.Th>
              {question.scaleAnswers.map((s) => (
                <Table.Th key={s.surveyScaleAnswerId} scope="col">
                  {s.description}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ row, id, missing }) => (
              <Table.Tr
                key={id}
                role="radiogroup"
                aria-label={row.answer}
                aria-invalid={missing || undefined}
                aria-errormessage={missing ? errorId : undefined}
                bg={missing ? 'red.0' : undefined}
              >
                <Table.Th scope="row">{row.answer}</Table.Th>
                {question.scaleAnswers.map((s) => (
                  <Table.Td key={s.surveyScaleAnswerId}>
                    <Radio
                      name={`fila-${id}`}
                      aria-label={`${row.answer}: ${s.description}`}
                      checked={draft.grid[id] === String(s.scaleValue)}
                      onChange={() => choose(id, String(s.scaleValue))}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {requirement}
    </Stack>
  );
}
