import { ActionIcon, Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { surveyCalls, surveyKeys, type AdminSurvey } from './api';
import { ConfirmDialog } from './components/confirm-dialog';
import { adminSurveyMessages as m } from './messages';
import { notifyFailed, notifyOk } from './notify';

/** /admin/AdminSurvey (spec 002 §2): the company's surveys with estatus, results and deactivation. */
export default function AdminSurveysPage() {
  const surveys = useQuery(surveyKeys.list());
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<AdminSurvey | null>(null);
  const deactivate = useMutation({
    mutationFn: (id: number) => surveyCalls.deactivateSurvey(id),
    onSuccess: () => {
      notifyOk(m.deactivated);
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
    onError: (error) => notifyFailed(m.deactivateFailed, error),
    onSettled: () => setConfirming(null),
  });
  const firstId = surveys.data?.[0]?.surveyId ?? 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{m.listTitle}</Title>
        <Group>
          <Button component={Link} to={paths.admin.answerTypes} variant="default">
            {m.answerTypes}
          </Button>
          <Button component={Link} to={paths.admin.surveyScales(firstId)} variant="default">
            {m.scales}
          </Button>
          <Button component={Link} to={paths.admin.surveyDetails(0)}>
            {m.add}
          </Button>
        </Group>
      </Group>
      {surveys.isError ? <Alert color="red">{surveys.error.message}</Alert> : null}
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.columns.title}</Table.Th>
              <Table.Th scope="col">{m.columns.dates}</Table.Th>
              <Table.Th scope="col">{m.columns.reward}</Table.Th>
              <Table.Th scope="col">{m.columns.questions}</Table.Th>
              <Table.Th scope="col">{m.columns.answered}</Table.Th>
              <Table.Th scope="col">{m.columns.estatus}</Table.Th>
              <Table.Th scope="col">{m.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {surveys.data?.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>{m.empty}</Table.Td>
              </Table.Tr>
            ) : null}
            {surveys.data?.map((s) => (
              <Table.Tr key={s.surveyId}>
                <Table.Td>{s.title}</Table.Td>
                <Table.Td>{`${formatDate(s.startDate)} – ${formatDate(s.endDate)}`}</Table.Td>
                <Table.Td>{s.reward}</Table.Td>
                <Table.Td>{s.questionCount}</Table.Td>
                <Table.Td>{m.answeredOf(s.answeredCount, s.surveyedCount)}</Table.Td>
                <Table.Td>
                  {/* At least its text wide: in a narrow table cell the label was cut to 'TERMIN…'. */}
                  <Badge {...m.estatusBadge[s.estatus]} miw="max-content">
                    {s.estatus}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={paths.admin.surveyDetails(s.surveyId)}
                      aria-label={m.edit(s.title)}
                    >
                      {m.form.editTitle}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      component={Link}
                      to={paths.admin.surveyResults(s.surveyId)}
                      aria-label={m.results(s.title)}
                    >
                      {m.resultsTitle}
                    </Button>
                    <ActionIcon
                      variant="light"
                      color="red"
                      disabled={!s.active}
                      aria-label={m.deactivate(s.title)}
                      onClick={() => setConfirming(s)}
                    >
                      <Text size="xs" aria-hidden="true">
                        ✕
                      </Text>
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={confirming !== null}
        question={m.confirmSurvey}
        busy={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && deactivate.mutate(confirming.surveyId)}
      />
    </Stack>
  );
}
