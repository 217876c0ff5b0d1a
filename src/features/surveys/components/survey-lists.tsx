import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@/shared/format';
import { surveyMessages as m } from '../messages';
import type { SurveySummary } from '../api';

export function PendingSurveys({
  surveys,
  onOpen,
}: {
  surveys: SurveySummary[];
  onOpen(s: SurveySummary): void;
}) {
  return (
    <Stack component="section" aria-labelledby="pendientes">
      <Title order={2} id="pendientes" size="h3">
        {m.pendingTitle}
      </Title>
      {surveys.length === 0 ? <Text>{m.emptyPending}</Text> : null}
      {surveys.map((s) => (
        <Card key={s.surveyId} withBorder radius="md" component="article" aria-label={s.title}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {s.title}
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="grape">
                {m.questionCount(s.questionCount)}
              </Badge>
              <Badge variant="light" color="pink">
                {m.reward(s.reward)}
              </Badge>
              {s.isAnonymous ? (
                <Badge variant="light" color="indigo">
                  {m.anonymous}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">{m.dueDate(formatDate(s.endDate))}</Text>
            {s.isAnonymous ? null : (
              <Alert color="yellow" c="dark" p="xs">
                {m.notAnonymous}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={() => onOpen(s)} aria-label={m.answerSurvey(s.title)}>
                {m.answer}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function ResolvedSurveys({ surveys }: { surveys: SurveySummary[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="realizadas">
      <Title order={2} id="realizadas" size="h3" mb="sm">
        {m.resolvedTitle}
      </Title>
      {surveys.length === 0 ? <Text>{m.emptyResolved}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {surveys.map((s) => (
          <li key={s.surveyId}>
            <Text fw={600}>{s.title}</Text>
            {s.modifiedDate ? <Text size="sm">{m.modified(formatDate(s.modifiedDate))}</Text> : null}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
