import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleList, editAndDeactivate, periodColumn, sortedColumn } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { surveyCalls, adminSurveyQueries, type AdminSurvey } from './api';
import { adminSurveyMessages as m } from './messages';

/** /admin/AdminSurvey (spec 002 §2): the company's surveys with estatus, results and deactivation. */
export default function AdminSurveysPage() {
  const surveys = useQuery(adminSurveyQueries.list());
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
        </Group>
      </Group>
      {surveys.isError ? <Alert color="red">{surveys.error.message}</Alert> : null}
      <ConsoleList<AdminSurvey>
        label={m.listTitle}
        rows={surveys.data}
        deactivate={{
          run: async (s) => {
            await surveyCalls.deactivateSurvey(s.surveyId);
            return m.deactivated;
          },
          failed: m.deactivateFailed,
          refresh: adminSurveyQueries.all,
          question: () => m.confirmSurvey,
        }}
        keyOf={(s) => s.surveyId}
        searchText={(s) => s.title}
        minWidth={760}
        add={{ text: m.add, to: paths.admin.surveyDetails(0) }}
        columns={[
          sortedColumn('title', m.columns.title, (s) => s.title),
          periodColumn(
            'dates',
            m.columns.dates,
            (s) => s.startDate,
            (s) => s.endDate,
          ),
          sortedColumn('reward', m.columns.reward, (s) => s.reward),
          sortedColumn('questions', m.columns.questions, (s) => s.questionCount),
          sortedColumn(
            'answered',
            m.columns.answered,
            (s) => s.answeredCount,
            (s) => m.answeredOf(s.answeredCount, s.surveyedCount),
          ),
          sortedColumn(
            'estatus',
            m.columns.estatus,
            (s) => s.estatus,
            // At least its text wide: in a narrow table cell the label was cut to 'TERMIN…'.
            (s) => (
              <Badge {...m.estatusBadge[s.estatus]} miw="max-content">
                {s.estatus}
              </Badge>
            ),
          ),
        ]}
        actions={{
          title: m.columns.actions,
          of: (s, confirm) =>
            editAndDeactivate({
              name: s.title,
              active: s.active,
              edit: { to: paths.admin.surveyDetails(s.surveyId) },
              deactivate: () => confirm.ask(s),
              extra: [
                {
                  text: m.resultsTitle,
                  label: m.results(s.title),
                  to: paths.admin.surveyResults(s.surveyId),
                },
              ],
            }),
        }}
      />
    </Stack>
  );
}
