import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTimeIn } from '@domain/dates';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, type AdminColumn } from '@/shared/ui';
import { adminTalkCalls, adminTalkQueries, type AdminTalk } from './api';
import { TalkForm } from './components/talk-form';
import { adminTalkMessages as m } from './messages';

type View = { kind: 'list' } | { kind: 'form'; talk: AdminTalk | null };

/** /admin/admin-audience: HR's Pride Talks events, list and form (spec 002 §2). */
export default function AdminAudiencePage() {
  const queryClient = useQueryClient();
  const talks = useQuery(adminTalkQueries.list());
  const [view, setView] = useState<View>({ kind: 'list' });
  const [closing, setClosing] = useState<AdminTalk | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminTalkQueries.list().queryKey });

  const columns: AdminColumn<AdminTalk>[] = [
    { key: 'title', title: m.columns.title, cell: (t) => t.title, sortValue: (t) => t.title },
    {
      key: 'date',
      title: m.columns.date,
      cell: (t) => formatDateTimeIn(t.conferenceDate),
      sortValue: (t) => t.conferenceDate,
    },
    {
      key: 'duration',
      title: m.columns.duration,
      cell: (t) => m.hours(t.duration),
      sortValue: (t) => t.duration,
    },
    { key: 'reward', title: m.columns.reward, cell: (t) => t.reward, sortValue: (t) => t.reward },
    { key: 'views', title: m.columns.views, cell: (t) => t.views, sortValue: (t) => t.views },
    {
      key: 'status',
      title: m.columns.status,
      cell: (t) => (t.active ? m.active : m.inactive),
      sortValue: (t) => t.active,
    },
    {
      key: 'actions',
      title: 'Acciones',
      cell: (t) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={m.editOf(t.title)}
            onClick={() => setView({ kind: 'form', talk: t })}
          >
            {m.edit}
          </Button>
          <Button
            size="xs"
            color="red.9"
            disabled={!t.active}
            aria-label={m.deactivateOf(t.title)}
            onClick={() => setClosing(t)}
          >
            {m.deactivate}
          </Button>
        </Group>
      ),
    },
  ];

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
      <AdminTable
        label={m.listLabel}
        rows={talks.data}
        columns={columns}
        keyOf={(t) => t.auditoriumId}
        searchText={(t) => t.title}
        minWidth={860}
        toolbar={<Button onClick={() => setView({ kind: 'form', talk: null })}>{m.add}</Button>}
      />
      <ConfirmDialog
        opened={closing !== null}
        busy={busy}
        onCancel={() => setClosing(null)}
        onConfirm={async () => {
          if (!closing) return;
          setBusy(true);
          try {
            notifyOk(await adminTalkCalls.deactivate(closing.auditoriumId));
            await refresh();
          } catch (error) {
            notifyFailed(m.failed, error);
          } finally {
            setBusy(false);
            setClosing(null);
          }
        }}
      />
    </Stack>
  );
}
