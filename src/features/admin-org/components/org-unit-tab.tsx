import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog, notifyFailed, notifyOk } from '@/shared/ui';
import { orgKeys } from '../api';
import { controlMessages as c } from '../control-messages';
import { orgMessages as m } from '../messages';
import { StatusBadge } from './status-badge';

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
  const [confirming, setConfirming] = useState<OrgUnit | null>(null);
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
  const deactivating = useMutation({
    mutationFn: (id: number) => deactivate(id),
    onSuccess: ({ message }) => {
      notifyOk(message);
      refresh();
    },
    onError: (error) => notifyFailed(words.deactivateFailed, error),
    onSettled: () => setConfirming(null),
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
      <Group justify="flex-end">
        <Button onClick={() => open('new')}>{words.add}</Button>
      </Group>
      <Table.ScrollContainer minWidth={520}>
        <Table striped aria-label={c.tabs[kind]}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{c.columns.name}</Table.Th>
              <Table.Th scope="col">{c.columns.description}</Table.Th>
              <Table.Th scope="col">{c.columns.status}</Table.Th>
              <Table.Th scope="col">{m.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {units?.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>{m.empty}</Table.Td>
              </Table.Tr>
            ) : null}
            {units?.map((unit) => (
              <Table.Tr key={unit.id}>
                <Table.Td>{unit.name}</Table.Td>
                <Table.Td>{unit.description}</Table.Td>
                <Table.Td>
                  <StatusBadge active={unit.active} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => open(unit)}
                      aria-label={m.editNamed(unit.name)}
                    >
                      {m.edit}
                    </Button>
                    <ActionIcon
                      variant="light"
                      color="red"
                      disabled={!unit.active}
                      aria-label={m.deactivateNamed(unit.name)}
                      onClick={() => setConfirming(unit)}
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
