import { Checkbox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/api/client';
import { saved } from '@/api/envelope';
import { adminSurveyQueries, type AnswerType } from './api';
import { catalogColumns } from './components/catalog-columns';
import { DescriptionForm } from './components/description-form';
import { adminSurveyMessages as m } from './messages';
import { ConsoleList, editAndDeactivate } from '@/shared/admin';
import { notifyFailed, notifyOk } from '@/shared/ui';

/** /admin/AdminAnswerTypes (spec 002 §2): description, active, edit and delete (deactivate). */
export default function AnswerTypesPage() {
  const types = useQuery(adminSurveyQueries.answerTypes());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AnswerType | null>(null);
  const form = useForm({
    initialValues: { description: '', active: true },
    validate: { description: (v) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null) },
  });
  const done = async (message: string) => {
    notifyOk(message);
    setEditing(null);
    form.reset();
    await queryClient.invalidateQueries({ queryKey: adminSurveyQueries.all });
  };
  const submit = form.onSubmit(async (v) => {
    try {
      if (editing)
        await saved(
          api.PUT('/backoffice/SurveyAnswerType', {
            body: { ...v, surveyAnswerTypeId: editing.surveyAnswerTypeId },
          }),
        );
      else await saved(api.POST('/backoffice/SurveyAnswerType', { body: v }));
      await done(m.recordSaved);
    } catch (error) {
      notifyFailed(m.createFailed, error);
    }
  });
  return (
    <ConsoleList<AnswerType>
      heading={m.answerTypesTitle}
      rows={types.data ?? undefined}
      deactivate={{
        run: async (t) => {
          await saved(
            api.DELETE('/backoffice/SurveyAnswerType', { params: { query: { id: t.surveyAnswerTypeId } } }),
          );
          return m.recordDeactivated;
        },
        failed: m.createFailed,
        refresh: adminSurveyQueries.all,
      }}
      keyOf={(t) => t.surveyAnswerTypeId}
      columns={catalogColumns<AnswerType>()}
      actions={{
        title: m.columns.actions,
        of: (t, confirm) =>
          editAndDeactivate({
            name: t.description,
            active: t.active,
            edit: {
              onClick: () => {
                setEditing(t);
                form.setValues({ description: t.description, active: t.active });
              },
            },
            deactivate: () => confirm.ask(t),
          }),
      }}
    >
      <DescriptionForm
        onSubmit={submit}
        description={form.getInputProps('description')}
        submitText={editing ? m.form.save : m.addAnswerType}
      >
        <Checkbox label={m.columns.active} {...form.getInputProps('active', { type: 'checkbox' })} />
      </DescriptionForm>
    </ConsoleList>
  );
}
