import { END_OF_SURVEY } from '@domain/survey-path';
import { Alert, Badge, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { AdminQuestion } from '../api';
import { flowEdges, flowWarnings, type FlowWarning } from '../flow-check';
import { adminSurveyMessages as m } from '../messages';

const f = m.flow;

// The diagram brings ELK (the studio's layout engine): it loads only when a survey's flow is shown.
const FlowDiagram = lazy(() => import('./flow-diagram'));

function warningText(w: FlowWarning): string {
  if (w.kind === 'unreachable') return f.unreachable(w.question);
  if (w.kind === 'backwards') return f.backwards(w.from, w.to);
  return f.endless(w.question);
}

/**
 * The survey's flow with the warnings of the jump check: a diagram drawn with the studio's renderer and, as its
 * text alternative, an accessible nested list (question → where each answer leads). Unreachable questions are
 * dashed in the diagram and marked in the list.
 */
export function FlowPanel({ questions }: { questions: AdminQuestion[] }) {
  const warnings = flowWarnings(questions);
  const edges = flowEdges(questions);
  const target = (to: number) => (to === END_OF_SURVEY ? f.end : f.question(to + 1));
  const unreachable = new Set(warnings.flatMap((w) => (w.kind === 'unreachable' ? [w.question - 1] : [])));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="recorrido">
      <Stack>
        <Title order={2} size="h3" id="recorrido">
          {f.title}
        </Title>
        {warnings.length === 0 ? (
          <Alert color="green" variant="light">
            {f.ok}
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" c="dark">
            <List>
              {warnings.map((w) => (
                <List.Item key={warningText(w)}>{warningText(w)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Suspense fallback={<Loader size="sm" aria-label={f.drawing} />}>
          <FlowDiagram questions={questions} />
        </Suspense>
        <List type="ordered" aria-label={f.listLabel}>
          {questions.map((q, i) => (
            <List.Item key={q.surveyQuestionId}>
              <Group gap="xs">
                <Text fw={600}>{q.question}</Text>
                {unreachable.has(i) ? (
                  <Badge color="yellow" variant="outline" c="dark" style={{ borderStyle: 'dashed' }}>
                    {f.unreachableMark}
                  </Badge>
                ) : null}
              </Group>
              <List withPadding>
                {(edges[i] ?? []).map((e) => (
                  <List.Item key={`${e.label}-${e.to}`}>
                    {e.label ? `${e.label}: ` : ''}
                    {f.goesTo(target(e.to))}
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
