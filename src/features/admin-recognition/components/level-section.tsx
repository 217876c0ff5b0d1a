import { Button, Group, Image, Modal, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, type AdminColumn } from '@/shared/ui';
import { adminRecognitionCalls, adminRecognitionKeys, type Level } from '../api';
import { adminRecognitionMessages } from '../messages';
import { LevelForm } from './level-form';
import { StatusBadge } from './status-badge';

const m = adminRecognitionMessages.levels;

/** The category's ladder: its levels (a deleted one shows as inactive) and the level form in a dialog. */
export function LevelSection({ typeId }: { typeId: number }) {
  const queryClient = useQueryClient();
  const levels = useQuery(adminRecognitionKeys.levels(typeId));
  const [editing, setEditing] = useState<Level | 'new' | null>(null);
  const [removing, setRemoving] = useState<Level | null>(null);
  const deactivate = useMutation({
    mutationFn: (id: number) => adminRecognitionCalls.deactivateLevel(id),
    onSuccess: ({ message }) => {
      notifyOk(message);
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: adminRecognitionKeys.levels(typeId).queryKey });
    },
    onError: (error) => notifyFailed(m.deactivateFailed, error),
  });
  const columns: AdminColumn<Level>[] = [
    {
      key: 'icon',
      title: m.columns.icon,
      cell: (l) => <Image src={l.urlLogo} alt={m.iconOf(l.description)} w={32} h={32} fit="contain" />,
    },
    { key: 'title', title: m.columns.title, cell: (l) => l.description, sortValue: (l) => l.description },
    {
      key: 'minimum',
      title: m.columns.minimum,
      cell: (l) => l.noAcknowledgment,
      sortValue: (l) => l.noAcknowledgment,
    },
    {
      key: 'status',
      title: m.columns.status,
      cell: (l) => <StatusBadge active={l.active} />,
      sortValue: (l) => l.active,
    },
    {
      key: 'actions',
      title: adminRecognitionMessages.columns.actions,
      cell: (l) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" aria-label={m.edit(l.description)} onClick={() => setEditing(l)}>
            {adminRecognitionMessages.editShort}
          </Button>
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            aria-label={m.deactivate(l.description)}
            disabled={!l.active}
            onClick={() => setRemoving(l)}
          >
            {adminRecognitionMessages.deleteShort}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack>
      <Title order={2} size="h3">
        {m.title}
      </Title>
      <AdminTable
        label={m.title}
        rows={levels.data}
        columns={columns}
        keyOf={(l) => l.companyAcknowledgmentLadderId}
        minWidth={520}
        toolbar={<Button onClick={() => setEditing('new')}>{m.add}</Button>}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? m.newTitle : m.editTitle}
        closeButtonProps={{ 'aria-label': m.cancel }}
      >
        {editing !== null ? (
          <LevelForm
            typeId={typeId}
            current={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        question={removing ? m.deactivateQuestion(removing.description) : undefined}
        busy={deactivate.isPending}
        onConfirm={() => removing && deactivate.mutate(removing.companyAcknowledgmentLadderId)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
