import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { surveyKeys, type Scale } from './api';
import { catalogColumns } from './components/catalog-columns';
import { adminSurveyMessages as m } from './messages';
import { AdminTable, RowActions } from '@/shared/ui';

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
      <AdminTable
        label={m.scalesTitle}
        rows={scales.data ?? undefined}
        keyOf={(s) => s.surveyScaleId}
        columns={[
          ...catalogColumns<Scale>(),
          {
            key: 'actions',
            title: m.columns.actions,
            cell: (s) => (
              <RowActions
                name={s.description}
                active={s.active}
                edit={{ to: paths.admin.surveyScaleDetails(surveyId, s.surveyScaleId) }}
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}
