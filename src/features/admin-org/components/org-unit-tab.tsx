import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, RowActions } from '@/shared/ui';
import { orgKeys } from '../api';
import { controlMessages as c } from '../control-messages';
import { orgMessages as m } from '../messages';
import { StatusBadge } from './status-badge';
import { useDeactivation } from './use-deactivation';

/** A group, branch office or job role as the tab shows it. */
export interface OrgUnit {
  id: number;
  name: string;
  description: string;
  active: boolean;
}

const text = (v: string) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null);

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
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orgKeys.all });
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
  const {
    confirming,
    setConfirming,
    deactivate: deactivating,
  } = useDeactivation<OrgUnit>(deactivate, words.deactivateFailed);
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
      <AdminTable
        label={c.tabs[kind]}
        rows={units}
        keyOf={(unit) => unit.id}
        searchText={(unit) => `${unit.name} ${unit.description}`}
        toolbar={<Button onClick={() => open('new')}>{words.add}</Button>}
        minWidth={520}
        columns={[
          { key: 'name', title: c.columns.name, cell: (u) => u.name, sortValue: (u) => u.name },
          {
            key: 'description',
            title: c.columns.description,
            cell: (u) => u.description,
            sortValue: (u) => u.description,
          },
          {
            key: 'status',
            title: c.columns.status,
            cell: (u) => <StatusBadge active={u.active} />,
            sortValue: (u) => u.active,
          },
          {
            key: 'actions',
            title: m.actions,
            cell: (u) => (
              <RowActions
                name={u.name}
                active={u.active}
                edit={{ onClick: () => open(u) }}
                onDeactivate={() => setConfirming(u)}
              />
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={words.form}
        closeButtonProps={{ 'aria-label': m.cancel }}
      >
        <form noValidate onSubmit={form.onSubmit((values) => saving.mutate(values))}>
          <Stack>
            <TextInput label={c.columns.name} required maxLength={150} {...form.getInputProps('name')} />
            <TextInput
              label={c.columns.description}
              required
              maxLength={150}
              {...form.getInputProps('description')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {m.cancel}
              </Button>
              <Button type="submit" loading={saving.isPending}>
                {m.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={confirming !== null}
        question={words.question}
        busy={deactivating.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && deactivating.mutate(confirming.id)}
      />
    </Stack>
  );
}
