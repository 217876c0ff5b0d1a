import { closedTypes } from '@domain/answer-types';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import useEmblaCarousel from 'embla-carousel-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageUnderList } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { downloadCsv, adminSurveyQueries } from './api';
import { adminSurveyMessages as m } from './messages';
import { isNotFound, notifyFailed } from '@/shared/ui';

const ResultsChart = lazy(() => import('./components/results-chart'));

function parseChart(items: { id: number; data: string }[] | null | undefined) {
  const keys = JSON.parse(items?.find((i) => i.id === 0)?.data ?? '[]') as string[];
  const rows = JSON.parse(items?.find((i) => i.id === 1)?.data ?? '[]') as Record<string, string | number>[];
  // Groups an anonymous survey withholds for having fewer than 5 people (docs/decisions/0076).
  const withheld = JSON.parse(items?.find((i) => i.id === 2)?.data ?? '[]') as string[];
  return { keys, rows, withheld };
}

function ClosedResults({
  surveyId,
  questionId,
  question,
}: {
  surveyId: number;
  questionId: number;
  question: string;
}) {
  const [grouping, setGrouping] = useState<'1' | '2' | '3' | '4'>('1');
  const chart = useQuery(adminSurveyQueries.chart(surveyId, questionId, Number(grouping) as 1 | 2 | 3 | 4));
  const data = chart.data ? parseChart(chart.data) : null;
  // The four groupings do not fit side by side on a phone: stack them there.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Stack>
      <SegmentedControl
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
        value={grouping}
        onChange={(v) => setGrouping(v as typeof grouping)}
        data={m.groupings.map((label, i) => ({ label, value: String(i + 1) }))}
        aria-label={question}
      />
      {data && data.withheld.length > 0 ? (
        <Alert color="gray" c="dark">
          {m.withheld(data.withheld)}
        </Alert>
      ) : null}
      {data && data.keys.length > 0 ? (
        <Suspense fallback={<Loader size="sm" aria-label={m.resultsTitle} />}>
          <ResultsChart data={data} general={grouping === '1'} label={question} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function OpenResults({
  questionId,
  question,
  anonymous,
}: {
  questionId: number;
  question: string;
  anonymous: boolean;
}) {
  const answers = useQuery(adminSurveyQueries.openAnswers(questionId));
  return (
    <Table aria-label={question}>
      <Table.Thead>
        <Table.Tr>
          {anonymous ? null : <Table.Th scope="col">{m.openUser}</Table.Th>}
          <Table.Th scope="col">{m.openAnswer}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answers.data?.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={anonymous ? 1 : 2}>{m.empty}</Table.Td>
          </Table.Tr>
        ) : null}
        {answers.data?.map((a) => (
          <Table.Tr key={a.surveyUserProfileAnswerId}>
            {anonymous ? null : <Table.Td>{a.userName}</Table.Td>}
            <Table.Td style={{ wordBreak: 'break-word' }}>{a.answerText}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /admin/survey-results/{id}: one question at a time with previous, next and a carousel; CSV download. */
export default function SurveyResultsPage() {
  const id = Number(useParams().id ?? 0);
  const info = useQuery(adminSurveyQueries.info(id));
  const [index, setIndex] = useState(0);
  const [emblaRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration: 20 });
  useEffect(() => embla?.scrollTo(index), [embla, index]);
  const questions = info.data?.questions ?? [];
  const question = questions[index];
  return (
    <PageUnderList
      title={m.resultsTitle}
      missing={isNotFound(info.error)}
      back={{ backTo: paths.admin.surveys, listName: m.listTitle, text: m.form.back }}
    >
      <Group justify="space-between">
        <Title order={1}>{info.data ? `${m.resultsTitle}: ${info.data.title}` : m.resultsTitle}</Title>
        <Button
          variant="light"
          disabled={!info.data}
          onClick={() =>
            downloadCsv(id, info.data?.title ?? 'encuesta').catch((e: unknown) =>
              notifyFailed(m.createFailed, e),
            )
          }
        >
          {m.downloadCsv}
        </Button>
      </Group>
      {info.isError ? <Alert color="red">{info.error.message}</Alert> : null}
      {info.data ? <Text>{m.participation(info.data.answeredCount, info.data.surveyedCount)}</Text> : null}
      {info.data?.isAnonymous ? <Text>{m.anonymousResults}</Text> : null}
      {questions.length > 0 ? (
        <div ref={emblaRef} style={{ overflow: 'hidden' }}>
          <Group wrap="nowrap" gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {questions.map((q, i) => (
              <li key={q.surveyQuestionId} style={{ flex: '0 0 auto' }}>
                <Button
                  size="xs"
                  variant={i === index ? 'filled' : 'default'}
                  aria-current={i === index || undefined}
                  onClick={() => setIndex(i)}
                >
                  {m.questionOf(i + 1, questions.length)}
                </Button>
              </li>
            ))}
          </Group>
        </div>
      ) : null}
      {question ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pregunta-actual">
          <Stack>
            <Text size="sm">{m.questionOf(index + 1, questions.length)}</Text>
            <Title order={2} size="h3" id="pregunta-actual">
              {question.question}
            </Title>
            {closedTypes.includes(question.surveyAnswerTypeId) ? (
              <ClosedResults
                key={question.surveyQuestionId}
                surveyId={id}
                questionId={question.surveyQuestionId}
                question={question.question}
              />
            ) : (
              <OpenResults
                key={question.surveyQuestionId}
                questionId={question.surveyQuestionId}
                question={question.question}
                anonymous={info.data?.isAnonymous ?? true}
              />
            )}
            <Group justify="space-between">
              <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {m.previous}
              </Button>
              <Button
                variant="default"
                disabled={index >= questions.length - 1}
                onClick={() => setIndex(index + 1)}
              >
                {m.next}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {info.data && questions.length === 0 ? <Text>{m.empty}</Text> : null}
    </PageUnderList>
  );
}
