import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { surveyCalls, surveyKeys, type AdminSurvey } from './api';
import { adminSurveyMessages as m } from './messages';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, RowActions } from '@/shared/ui';

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
      <AdminTable
        label={m.listTitle}
        rows={surveys.data}
        keyOf={(s) => s.surveyId}
        searchText={(s) => s.title}
        minWidth={760}
        columns={[
          { key: 'title', title: m.columns.title, cell: (s) => s.title, sortValue: (s) => s.title },
          {
            key: 'dates',
            title: m.columns.dates,
            cell: (s) => `${formatDate(s.startDate)} – ${formatDate(s.endDate)}`,
            sortValue: (s) => s.startDate,
          },
          { key: 'reward', title: m.columns.reward, cell: (s) => s.reward, sortValue: (s) => s.reward },
          {
            key: 'questions',
            title: m.columns.questions,
            cell: (s) => s.questionCount,
            sortValue: (s) => s.questionCount,
          },
          {
            key: 'answered',
            title: m.columns.answered,
            cell: (s) => m.answeredOf(s.answeredCount, s.surveyedCount),
            sortValue: (s) => s.answeredCount,
          },
          {
            key: 'estatus',
            title: m.columns.estatus,
            // At least its text wide: in a narrow table cell the label was cut to 'TERMIN…'.
            cell: (s) => (
              <Badge {...m.estatusBadge[s.estatus]} miw="max-content">
                {s.estatus}
              </Badge>
            ),
            sortValue: (s) => s.estatus,
          },
          {
            key: 'actions',
            title: m.columns.actions,
            cell: (s) => (
              <RowActions
                name={s.title}
                active={s.active}
                edit={{ to: paths.admin.surveyDetails(s.surveyId) }}
                onDeactivate={() => setConfirming(s)}
              >
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={paths.admin.surveyResults(s.surveyId)}
                  aria-label={m.results(s.title)}
                >
                  {m.resultsTitle}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
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
