import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { adminSurveyQueries, type Scale } from './api';
import { catalogColumns } from './components/catalog-columns';
import { adminSurveyMessages as m } from './messages';
import { BackLink, ConsoleTable } from '@/shared/admin';
import { uiMessages } from '@/shared/ui';

/** /admin/AdminSurveyScale/{surveyId} (spec 002 §2): the company's scales; surveyId keeps the way back. */
export default function SurveyScalesPage() {
  const surveyId = Number(useParams().surveyId ?? 0);
  const scales = useQuery(adminSurveyQueries.scales());
  return (
    <Stack>
      <BackLink
        to={surveyId > 0 ? paths.admin.surveyDetails(surveyId) : paths.admin.surveys}
        text={m.form.back}
      />
      <Title order={1}>{m.scalesTitle}</Title>
      <ConsoleTable<Scale>
        label={m.scalesTitle}
        rows={scales.data ?? undefined}
        keyOf={(s) => s.surveyScaleId}
        columns={catalogColumns<Scale>()}
        actions={{
          title: m.columns.actions,
          of: (s) => [
            {
              text: uiMessages.edit,
              label: uiMessages.editNamed(s.description),
              to: paths.admin.surveyScaleDetails(surveyId, s.surveyScaleId),
            },
          ],
        }}
        add={{ text: m.addScale, to: paths.admin.surveyScaleDetails(surveyId, 0) }}
      />
    </Stack>
  );
}
