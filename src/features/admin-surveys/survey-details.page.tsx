import { AnswerType } from '@domain/answer-types';
import { Alert, Box, Button, Group, Loader, Paper, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageUnderList } from '@/shared/admin';
import { paths } from '@/shared/routing';
import {
  surveyCalls,
  adminSurveyQueries,
  type AdminQuestion,
  type QuestionPayload,
  type SurveyPayload,
} from './api';
import { FlowPanel } from './components/flow-panel';
import { PartTable } from './components/part-table';
import { QuestionDrawer } from './components/question-drawer';
import { QuestionOptions } from './components/question-options';
import { SurveyForm } from './components/survey-form';
import { adminSurveyMessages as m } from './messages';
import { isNotFound, notifyError, notifyFailed, notifyOk } from '@/shared/ui';

const QUICK = 1500;

/** /admin/details-survey/{id} (0 is new): the survey form, its questions in a side drawer and its flow. */
export default function SurveyDetailsPage() {
  const id = Number(useParams().id ?? 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const survey = useQuery({ ...adminSurveyQueries.one(id), enabled: id > 0 });
  const addressed = useQuery(adminSurveyQueries.addressed());
  const answerTypes = useQuery(adminSurveyQueries.answerTypes());
  const scales = useQuery(adminSurveyQueries.scales());
  const [drawer, setDrawer] = useState<{ questionId: number | null } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminSurveyQueries.all });

  const save = useMutation({
    mutationFn: (payload: SurveyPayload) =>
      id > 0 ? surveyCalls.updateSurvey({ ...payload, surveyId: id }) : surveyCalls.createSurvey(payload),
    onSuccess: ({ data }) => {
      notifyOk(m.saved);
      void refresh();
      if (id === 0 && data) void navigate(paths.admin.surveyDetails(data.surveyId), { replace: true });
    },
    onError: (error) => notifyFailed(id > 0 ? m.updateFailed : m.createFailed, error),
  });
  const saveQuestion = useMutation({
    mutationFn: (payload: QuestionPayload & { surveyQuestionId?: number }) =>
      payload.surveyQuestionId
        ? surveyCalls.updateQuestion({ ...payload, surveyQuestionId: payload.surveyQuestionId })
        : surveyCalls.createQuestion(payload),
    onSuccess: ({ data }, payload) => {
      notifyOk(payload.surveyQuestionId ? m.questionUpdated : m.questionCreated, QUICK);
      void refresh();
      if (data) setDrawer({ questionId: data.surveyQuestionId });
    },
    onError: (error) => notifyFailed(m.createFailed, error),
  });
  const removeQuestion = useMutation({
    mutationFn: (questionId: number) => surveyCalls.deleteQuestion(questionId),
    onSuccess: () => {
      notifyOk(m.deleted, QUICK);
      void refresh();
    },
    onError: (error) => notifyFailed(m.createFailed, error),
  });

  const missing = id > 0 && isNotFound(survey.error);
  const fetchFailure = id > 0 && !missing ? survey.error : null;
  useEffect(() => {
    if (!fetchFailure) return;
    // Any other failed fetch shows the server's message once and goes back to the list (spec 002 §8); the
    // save failure's title would say something that did not happen.
    notifyError(fetchFailure.message);
    void navigate(paths.admin.surveys, { replace: true });
  }, [fetchFailure, navigate]);
  const data = survey.data ?? null;
  const questions = data?.questions ?? [];
  const locked = !!data && data.active && data.isAlreadyStarted;
  const current = questions.find((q) => q.surveyQuestionId === drawer?.questionId) ?? null;
  // A survey saved for everyone while the company addresses surveys starts with everyone chosen, so saving it
  // again keeps the same audience.
  const forEveryone = !!data && data.users.length === 0 && addressed.data === true;
  const everyone = useQuery({ ...adminSurveyQueries.everyone(), enabled: forEveryone });
  const ready =
    addressed.data !== undefined && (id === 0 || data) && (!forEveryone || everyone.data !== undefined);
  const later = (q: AdminQuestion) => questions.slice(questions.indexOf(q) + 1);
  return (
    <PageUnderList
      title={m.form.editTitle}
      missing={missing}
      back={{ backTo: paths.admin.surveys, listName: m.listTitle, text: m.form.back }}
    >
      <Title order={1}>{id > 0 ? m.form.editTitle : m.form.newTitle}</Title>
      {!ready ? <Loader aria-label={m.form.editTitle} /> : null}
      {ready ? (
        <Paper withBorder p="md" radius="md">
          <SurveyForm
            key={data?.surveyId ?? 0}
            survey={data}
            addressed={addressed.data ?? false}
            users={forEveryone ? (everyone.data ?? []) : (data?.users ?? [])}
            saving={save.isPending}
            onSave={save.mutate}
          />
        </Paper>
      ) : null}
      <Group justify="space-between">
        <Title order={2} size="h3">
          {m.questions.title}
        </Title>
        <Button disabled={!data || locked} onClick={() => setDrawer({ questionId: null })}>
          {m.questions.add}
        </Button>
      </Group>
      {locked ? (
        <Alert color="yellow" c="dark">
          {m.started}
        </Alert>
      ) : null}
      {!data ? (
        <Alert color="gray" c="dark">
          {m.questions.saveFirst}
        </Alert>
      ) : null}
      {data ? (
        // On a phone the questions scroll inside their own region (reachable by keyboard), never the page.
        <Box role="region" aria-label={m.questions.title} tabIndex={0} style={{ overflowX: 'auto' }}>
          <PartTable
            head={['#', m.questions.question, m.questions.type, m.columns.actions]}
            parts={questions}
            keyOf={(q) => q.surveyQuestionId}
            cells={(q, i) => [i + 1, q.question, q.answerType]}
            buttons={(q, i) => (
              <>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setDrawer({ questionId: q.surveyQuestionId })}
                  aria-label={m.questions.edit(i + 1)}
                >
                  {m.editShort}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  disabled={locked}
                  onClick={() => removeQuestion.mutate(q.surveyQuestionId)}
                  aria-label={m.questions.remove(i + 1)}
                >
                  ✕
                </Button>
              </>
            )}
            empty={m.questions.none}
          />
        </Box>
      ) : null}
      {data && questions.length > 0 ? <FlowPanel questions={questions} /> : null}
      {data && drawer ? (
        <QuestionDrawer
          key={drawer.questionId ?? 'new'}
          opened
          surveyId={data.surveyId}
          question={current}
          answerTypes={answerTypes.data ?? []}
          scales={scales.data ?? []}
          locked={locked}
          saving={saveQuestion.isPending}
          onClose={() => setDrawer(null)}
          onSave={saveQuestion.mutate}
        >
          {current &&
          current.surveyAnswerTypeId !== AnswerType.freeText &&
          current.surveyAnswerTypeId !== AnswerType.imageUpload ? (
            <QuestionOptions question={current} later={later(current)} locked={locked} onChanged={refresh} />
          ) : null}
        </QuestionDrawer>
      ) : null}
    </PageUnderList>
  );
}
