import { Image, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList, FormDialog, plainColumn, sortedColumn, statusColumn } from '@/shared/admin';
import { adminRecognitionCalls, adminRecognitionQueries, type Level } from '../api';
import { adminRecognitionMessages } from '../messages';
import { LevelForm } from './level-form';

const m = adminRecognitionMessages.levels;

/** The category's ladder: its levels (a deleted one shows as inactive) and the level form in a dialog. */
export function LevelSection({ typeId }: { typeId: number }) {
  const levels = useQuery(adminRecognitionQueries.levels(typeId));
  const [editing, setEditing] = useState<Level | 'new' | null>(null);
  return (
    <Stack>
      <Title order={2} size="h3">
        {m.title}
      </Title>
      <ConsoleList<Level>
        label={m.title}
        rows={levels.data}
        deactivate={{
          call: adminRecognitionCalls.deactivateLevel,
          failed: m.deactivateFailed,
          question: (l) => m.deactivateQuestion(l.description),
        }}
        columns={[
          plainColumn('icon', m.columns.icon, (l) => (
            <Image src={l.urlLogo} alt={m.iconOf(l.description)} w={32} h={32} fit="contain" />
          )),
          sortedColumn('title', m.columns.title, (l) => l.description),
          sortedColumn('minimum', m.columns.minimum, (l) => l.noAcknowledgment),
          statusColumn(m.columns.status, (l) => l.active, { sorted: true }),
        ]}
        actions={{
          title: adminRecognitionMessages.columns.actions,
          of: (l, confirm) => [
            {
              text: adminRecognitionMessages.editShort,
              label: m.edit(l.description),
              onClick: () => setEditing(l),
            },
            confirm.action(l, adminRecognitionMessages.deleteShort, m.deactivate(l.description), l.active),
          ],
        }}
        keyOf={(l) => l.companyAcknowledgmentLadderId}
        minWidth={520}
        add={{ text: m.add, onClick: () => setEditing('new') }}
      />
      <FormDialog
        editing={editing}
        title={editing === 'new' ? m.newTitle : m.editTitle}
        onClose={() => setEditing(null)}
      >
        {(current) => <LevelForm typeId={typeId} current={current} onDone={() => setEditing(null)} />}
      </FormDialog>
    </Stack>
  );
}
