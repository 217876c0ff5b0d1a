import { Image, Modal, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ConfirmDialog,
  ConsoleTable,
  plainColumn,
  sortedColumn,
  StatusBadge,
  useRowConfirm,
} from '@/shared/admin';
import { adminRecognitionCalls, adminRecognitionQueries, type Level } from '../api';
import { adminRecognitionMessages } from '../messages';
import { LevelForm } from './level-form';

const m = adminRecognitionMessages.levels;

/** The category's ladder: its levels (a deleted one shows as inactive) and the level form in a dialog. */
export function LevelSection({ typeId }: { typeId: number }) {
  const levels = useQuery(adminRecognitionQueries.levels(typeId));
  const [editing, setEditing] = useState<Level | 'new' | null>(null);
  const removal = useRowConfirm<Level>({
    run: (l) => adminRecognitionCalls.deactivateLevel(l.companyAcknowledgmentLadderId),
    failed: m.deactivateFailed,
    refresh: adminRecognitionQueries.levels(typeId).queryKey,
  });
  return (
    <Stack>
      <Title order={2} size="h3">
        {m.title}
      </Title>
      <ConsoleTable<Level>
        label={m.title}
        rows={levels.data}
        columns={[
          plainColumn('icon', m.columns.icon, (l) => (
            <Image src={l.urlLogo} alt={m.iconOf(l.description)} w={32} h={32} fit="contain" />
          )),
          sortedColumn('title', m.columns.title, (l) => l.description),
          sortedColumn('minimum', m.columns.minimum, (l) => l.noAcknowledgment),
          sortedColumn(
            'status',
            m.columns.status,
            (l) => l.active,
            (l) => <StatusBadge active={l.active} />,
          ),
        ]}
        actions={{
          title: adminRecognitionMessages.columns.actions,
          of: (l) => [
            {
              text: adminRecognitionMessages.editShort,
              label: m.edit(l.description),
              onClick: () => setEditing(l),
            },
            {
              text: adminRecognitionMessages.deleteShort,
              label: m.deactivate(l.description),
              tone: 'danger',
              disabled: !l.active,
              onClick: () => removal.ask(l),
            },
          ],
        }}
        keyOf={(l) => l.companyAcknowledgmentLadderId}
        minWidth={520}
        add={{ text: m.add, onClick: () => setEditing('new') }}
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
        {...removal.dialog}
        question={removal.asked ? m.deactivateQuestion(removal.asked.description) : undefined}
      />
    </Stack>
  );
}
