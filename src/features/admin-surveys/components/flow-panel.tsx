import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminQuestion } from '../api';
import { flowEdges, flowWarnings, type FlowWarning } from '../flow-check';
import { adminSurveyMessages as m } from '../messages';

const f = m.flow;

function warningText(w: FlowWarning): string {
  if (w.kind === 'unreachable') return f.unreachable(w.question);
  if (w.kind === 'backwards') return f.backwards(w.from, w.to);
  return f.endless(w.question);
}

/**
 * The survey's flow as an accessible nested list (question → where each answer leads) with the warnings of
 * the jump check. The studio's diagram renderer lays out statecharts with elkjs; a list reads better here.
 */
export function FlowPanel({ questions }: { questions: AdminQuestion[] }) {
  const warnings = flowWarnings(questions);
  const edges = flowEdges(questions);
  const target = (to: number) => (to === -1 ? f.end : f.question(to + 1));
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
        <List type="ordered" aria-label={f.listLabel}>
          {questions.map((q, i) => (
            <List.Item key={q.surveyQuestionId}>
              <Text fw={600}>{q.question}</Text>
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
