import { Checkbox, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { api } from '@/api/client';
import { PageUnderList } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { saved } from '@/api/envelope';
import { adminSurveyQueries, type Scale, type ScaleAnswer } from './api';
import { activeBadge, catalogColumns } from './components/catalog-columns';
import { DescriptionForm } from './components/description-form';
import { adminSurveyMessages as m } from './messages';
import { AdminTable, isNotFound, notifyFailed, notifyOk } from '@/shared/ui';

function ScaleAnswers({ scale }: { scale: Scale }) {
  const answers = useQuery(adminSurveyQueries.scaleAnswers(scale.surveyScaleId));
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { description: '', scaleValue: 1, answerOrder: 1 },
    validate: {
      description: (v) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null),
      scaleValue: (v) => (typeof v !== 'number' ? m.required : null),
      answerOrder: (v) => (typeof v !== 'number' || v < 1 ? m.required : null),
    },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await saved(
        api.POST('/backoffice/SurveyScaleAnswer', { body: { ...v, surveyScaleId: scale.surveyScaleId } }),
      );
      notifyOk(m.recordSaved);
      form.setValues({ description: '', scaleValue: v.scaleValue + 1, answerOrder: v.answerOrder + 1 });
      await queryClient.invalidateQueries({ queryKey: adminSurveyQueries.all });
    } catch (error) {
      notifyFailed(m.createFailed, error);
    }
  });
  return (
    <Stack>
      <Title order={2} size="h3">
        {m.scaleAnswers}
      </Title>
      <DescriptionForm
        onSubmit={submit}
        description={form.getInputProps('description')}
        submitText={m.addScaleAnswer}
      >
        <NumberInput label={m.columns.value} required w={100} {...form.getInputProps('scaleValue')} />
        <NumberInput
          label={m.columns.order}
          required
          min={1}
          w={100}
          {...form.getInputProps('answerOrder')}
        />
      </DescriptionForm>
      <AdminTable
        label={m.scaleAnswers}
        rows={answers.data ?? undefined}
        keyOf={(a) => a.surveyScaleAnswerId}
        columns={[
          {
            key: 'order',
            title: m.columns.order,
            cell: (a) => a.answerOrder,
            sortValue: (a) => a.answerOrder,
          },
          { key: 'value', title: m.columns.value, cell: (a) => a.scaleValue, sortValue: (a) => a.scaleValue },
          ...catalogColumns<ScaleAnswer>(),
        ]}
      />
    </Stack>
  );
}

/** /admin/details-survey-scale/{surveyId}/{id} (0 is new): the scale form and the scale's answers. */
export default function SurveyScaleDetailsPage() {
  const params = useParams();
  const surveyId = Number(params.surveyId ?? 0);
  const id = Number(params.id ?? 0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scale = useQuery({ ...adminSurveyQueries.scale(id), enabled: id > 0 });
  const form = useForm({
    initialValues: { description: '', active: true },
    validate: { description: (v) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null) },
  });
  const loaded = scale.data;
  if (loaded && !form.isDirty() && form.values.description !== loaded.description) {
    form.setInitialValues({ description: loaded.description, active: loaded.active });
    form.setValues({ description: loaded.description, active: loaded.active });
  }
  const submit = form.onSubmit(async (v) => {
    try {
      const reply =
        id > 0
          ? await saved<Scale>(api.PUT('/backoffice/SurveyScale', { body: { ...v, surveyScaleId: id } }))
          : await saved<Scale>(api.POST('/backoffice/SurveyScale', { body: v }));
      notifyOk(id > 0 ? m.scaleUpdated : m.scaleCreated);
      await queryClient.invalidateQueries({ queryKey: adminSurveyQueries.all });
      if (id === 0 && reply.data)
        void navigate(paths.admin.surveyScaleDetails(surveyId, reply.data.surveyScaleId), { replace: true });
    } catch (error) {
      notifyFailed(m.createFailed, error);
    }
  });
  return (
    <PageUnderList
      title={m.scaleTitle}
      missing={isNotFound(scale.error)}
      back={{ backTo: paths.admin.surveyScales(surveyId), listName: m.scalesTitle, text: m.form.back }}
    >
      <Title order={1}>{m.scaleTitle}</Title>
      <Paper withBorder p="md" radius="md">
        <DescriptionForm
          onSubmit={submit}
          description={form.getInputProps('description')}
          submitText={m.form.save}
        >
          <Checkbox label={m.columns.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        </DescriptionForm>
      </Paper>
      {loaded ? (
        <>
          {activeBadge(loaded.active)}
          <ScaleAnswers scale={loaded} />
        </>
      ) : null}
    </PageUnderList>
  );
}
