import { useQuery } from '@tanstack/react-query';
import { formatDateTimeIn } from '@domain/dates';
import { ConsoleList, dateColumn, sortedColumn, useFormInPlace } from '@/shared/admin';
import { notifyOk, uiMessages } from '@/shared/ui';
import { adminTalkCalls, adminTalkQueries, type AdminTalk } from './api';
import { TalkForm } from './components/talk-form';
import { adminTalkMessages as m } from './messages';

/** /admin/admin-audience: HR's Pride Talks events, list and form (spec 002 §2). */
export default function AdminAudiencePage() {
  const talks = useQuery(adminTalkQueries.list());
  const form = useFormInPlace<AdminTalk>(adminTalkQueries.list().queryKey);

  if (form.shown) {
    return (
      <TalkForm
        talk={form.current}
        save={adminTalkCalls.save}
        onDone={(message) => {
          notifyOk(message);
          form.done();
        }}
        onCancel={form.cancel}
      />
    );
  }
  return (
    <ConsoleList<AdminTalk>
      heading={m.title}
      label={m.listLabel}
      rows={talks.data}
      deactivate={{ call: adminTalkCalls.deactivate, failed: m.failed }}
      columns={[
        sortedColumn('title', m.columns.title, (t) => t.title),
        dateColumn('date', m.columns.date, (t) => t.conferenceDate, formatDateTimeIn),
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
        of: (t, confirm) => [
          form.action(t, m.edit, m.editOf(t.title)),
          confirm.action(t, m.deactivate, m.deactivateOf(t.title), t.active),
        ],
      }}
      keyOf={(t) => t.auditoriumId}
      searchText={(t) => t.title}
      minWidth={860}
      add={{ text: m.add, onClick: form.create }}
    />
  );
}
