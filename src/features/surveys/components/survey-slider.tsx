import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { currentDraft, currentQuestion, isLastQuestion } from '../../../../machines/survey-answering.machine';
import { AnswerType } from '@domain/answer-types';
import type { SurveyQuestion } from '@domain/survey-path';
import { useSurveyAnswering } from '../flows/survey-answering.impl';
import { surveyMessages as m } from '../messages';
import { QuestionInput } from './question-input';

function requirementOf(question: SurveyQuestion): string {
  if (question.surveyAnswerTypeId === AnswerType.imageUpload) return m.imageRequired;
  if (question.surveyAnswerTypeId === AnswerType.heatMap) return m.pointsRequired;
  return m.required;
}

/**
 * The answering slider (spec 000 §2, §4): one question at a time with 'Anterior', 'Siguiente' ('Finalizar' on
 * the last of the path) and 'Pregunta n/total'; closing reloads the page. It opens near the top, not centred:
 * a question that grows (a heat map's marked points) must not move under the person's pointer.
 */
export function SurveySlider({ surveyId, title }: { surveyId: number; title: string }) {
  const [snapshot, send] = useSurveyAnswering(surveyId);
  const { context } = snapshot;
  const question = currentQuestion(context);
  const index = question ? context.questions.indexOf(question) : 0;
  const saving = snapshot.matches('saving');
  const answering = snapshot.matches('answering') || saving;
  const failure = context.failure === 'incomplete' ? m.incomplete : context.failure;
  return (
    <Modal
      opened
      onClose={() => send({ type: 'survey.close' })}
      title={title}
      size="xl"
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {snapshot.matches('loading') || snapshot.matches('loadFailed') ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{m.loading}</Text>
        </Group>
      ) : null}
      {snapshot.matches('completed') ? (
        <Stack align="center">
          <Text role="status" fw={700} size="lg" c="dark.9">
            {m.completed}
          </Text>
          <Button onClick={() => send({ type: 'survey.close' })}>{m.close}</Button>
        </Stack>
      ) : null}
      {answering && question ? (
        <Stack>
          <Text size="sm" fw={600} aria-live="polite">
            {m.counter(index + 1, context.questions.length)}
          </Text>
          <QuestionInput
            key={question.surveyQuestionId}
            question={question}
            draft={currentDraft(context)}
            error={snapshot.matches({ answering: 'unanswered' }) ? requirementOf(question) : undefined}
            onChange={(draft) =>
              send({ type: 'answer.changed', questionId: question.surveyQuestionId, draft })
            }
          />
          {snapshot.matches({ answering: 'saveFailed' }) ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={context.path.length <= 1 || saving}
              onClick={() => send({ type: 'survey.previous' })}
            >
              {m.previous}
            </Button>
            <Button loading={saving} onClick={() => send({ type: 'survey.next' })}>
              {isLastQuestion(context) ? m.finish : m.next}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
