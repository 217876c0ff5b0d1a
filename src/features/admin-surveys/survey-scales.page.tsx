import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { surveyKeys } from './api';
import { activeBadge, SimpleTable } from './components/simple-table';
import { adminSurveyMessages as m } from './messages';

/** /admin/AdminSurveyScale/{surveyId} (spec 002 §2): the company's scales; surveyId keeps the way back. */
export default function SurveyScalesPage() {
  const surveyId = Number(useParams().surveyId ?? 0);
  const scales = useQuery(surveyKeys.scales());
  return (
    <Stack>
      <Anchor component={Link} to={surveyId > 0 ? paths.admin.surveyDetails(surveyId) : paths.admin.surveys}>
        {m.form.back}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{m.scalesTitle}</Title>
        <Button component={Link} to={paths.admin.surveyScaleDetails(surveyId, 0)}>
          {m.addScale}
        </Button>
      </Group>
      <SimpleTable
        label={m.scalesTitle}
        rows={scales.data ?? undefined}
        keyOf={(s) => s.surveyScaleId}
        columns={[
          { title: m.columns.description, cell: (s) => s.description },
          { title: m.columns.active, cell: (s) => activeBadge(s.active) },
          {
            title: m.columns.actions,
            cell: (s) => (
              <Button
                size="compact-sm"
                variant="light"
                component={Link}
                to={paths.admin.surveyScaleDetails(surveyId, s.surveyScaleId)}
                aria-label={m.edit(s.description)}
              >
                {m.editShort}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
