import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ConsoleForm,
  ConsoleList,
  editAndDeactivate,
  FormDialog,
  sortedColumn,
  statusColumn,
  TextField,
} from '@/shared/admin';
import { notifyFailed, notifyOk } from '@/shared/ui';
import { controlQueries } from '../api';
import { controlMessages as c } from '../messages';

/** A group, branch office or job role as the tab shows it. */
export interface OrgUnit {
  id: number;
  name: string;
  description: string;
  active: boolean;
}

const text = (v: string) => (!v ? c.required : /^\s/.test(v) ? c.leadingSpace : null);

/** One of the Grupos, Sucursales and Categorias tabs: the list with create, edit and deactivation. */
export function OrgUnitTab({
  kind,
  units,
  save,
  deactivate,
}: {
  kind: keyof typeof c.units;
  units: OrgUnit[] | undefined;
  save(unit: { id?: number; name: string; description: string }): Promise<{ message: string }>;
  deactivate(id: number): Promise<{ message: string }>;
}) {
  const words = c.units[kind];
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<OrgUnit | 'new' | null>(null);
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: { name: text, description: text },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: controlQueries.all });
  const saving = useMutation({
    mutationFn: (values: { name: string; description: string }) =>
      save({ ...values, id: editing === 'new' ? undefined : editing?.id }),
    onSuccess: ({ message }) => {
      notifyOk(message);
      setEditing(null);
      refresh();
    },
    onError: (error) => notifyFailed(c.saveFailed, error),
  });
  const open = (unit: OrgUnit | 'new') => {
    form.setValues(
      unit === 'new' ? { name: '', description: '' } : { name: unit.name, description: unit.description },
    );
    form.resetDirty();
    form.clearErrors();
    setEditing(unit);
  };

  return (
    <Stack>
      <ConsoleList<OrgUnit>
        label={c.tabs[kind]}
        rows={units}
        deactivate={{
          call: deactivate,
          failed: words.deactivateFailed,
          question: () => words.question,
        }}
        keyOf={(unit) => unit.id}
        searchText={(unit) => `${unit.name} ${unit.description}`}
        add={{ text: words.add, onClick: () => open('new') }}
        minWidth={520}
        columns={[
          sortedColumn('name', c.columns.name, (u) => u.name),
          sortedColumn('description', c.columns.description, (u) => u.description),
          statusColumn(c.columns.status, (u) => u.active, { sorted: true }),
        ]}
        actions={{
          title: c.actions,
          of: (u, confirm) =>
            editAndDeactivate({
              name: u.name,
              active: u.active,
              edit: { onClick: () => open(u) },
              deactivate: () => confirm.ask(u),
            }),
        }}
      />
      <FormDialog editing={editing} title={words.form} onClose={() => setEditing(null)}>
        {() => (
          <ConsoleForm
            onSubmit={form.onSubmit((values) => saving.mutate(values))}
            cancel={{ onClick: () => setEditing(null) }}
            busy={saving.isPending}
          >
            <TextField form={form} field="name" label={c.columns.name} max={150} />
            <TextField form={form} field="description" label={c.columns.description} max={150} />
          </ConsoleForm>
        )}
      </FormDialog>
    </Stack>
  );
}
