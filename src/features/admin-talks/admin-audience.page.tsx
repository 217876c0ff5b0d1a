import { Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTimeIn } from '@domain/dates';
import { ConsoleTable, sortedColumn, useRowConfirm } from '@/shared/admin';
import { notifyOk, uiMessages } from '@/shared/ui';
import { adminTalkCalls, adminTalkQueries, type AdminTalk } from './api';
import { TalkForm } from './components/talk-form';
import { adminTalkMessages as m } from './messages';

type View = { kind: 'list' } | { kind: 'form'; talk: AdminTalk | null };

/** /admin/admin-audience: HR's Pride Talks events, list and form (spec 002 §2). */
export default function AdminAudiencePage() {
  const queryClient = useQueryClient();
  const talks = useQuery(adminTalkQueries.list());
  const [view, setView] = useState<View>({ kind: 'list' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminTalkQueries.list().queryKey });
  const closing = useRowConfirm<AdminTalk>({
    run: (t) => adminTalkCalls.deactivate(t.auditoriumId),
    failed: m.failed,
    refresh: adminTalkQueries.list().queryKey,
  });

  if (view.kind === 'form') {
    return (
      <TalkForm
        talk={view.talk}
        save={adminTalkCalls.save}
        onDone={(message) => {
          notifyOk(message);
          void refresh();
          setView({ kind: 'list' });
        }}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{m.title}</Title>
      <ConsoleTable<AdminTalk>
        label={m.listLabel}
        rows={talks.data}
        columns={[
          sortedColumn('title', m.columns.title, (t) => t.title),
          sortedColumn(
            'date',
            m.columns.date,
            (t) => t.conferenceDate,
            (t) => formatDateTimeIn(t.conferenceDate),
          ),
          sortedColumn(
            'duration',
            m.columns.duration,
            (t) => t.duration,
            (t) => m.hours(t.duration),
          ),
          sortedColumn('reward', m.columns.reward, (t) => t.reward),
          sortedColumn('views', m.columns.views, (t) => t.views),
          sortedColumn(
            'status',
            m.columns.status,
            (t) => t.active,
            (t) => (t.active ? m.active : m.inactive),
          ),
        ]}
        actions={{
          title: uiMessages.actions,
          of: (t) => [
            {
              text: m.edit,
              label: m.editOf(t.title),
              tone: 'quiet',
              onClick: () => setView({ kind: 'form', talk: t }),
            },
            closing.action(t, m.deactivate, m.deactivateOf(t.title), t.active),
          ],
        }}
        keyOf={(t) => t.auditoriumId}
        searchText={(t) => t.title}
        minWidth={860}
        add={{ text: m.add, onClick: () => setView({ kind: 'form', talk: null }) }}
        confirm={closing.dialog}
      />
    </Stack>
  );
}
