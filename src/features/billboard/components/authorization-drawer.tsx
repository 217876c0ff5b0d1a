import { Alert, Button, Group, Stack } from '@mantine/core';
import { ConfirmDialog } from '@/shared/ui';
import type { TicketEvent } from '../api';
import { useEventAuthorization } from '../flows/event-authorization.impl';
import { billboardMessages as m } from '../messages';
import { EventDrawer } from './event-drawer';
import { EventGrid } from './event-grid';

const c = m.decision;

/**
 * The events awaiting authorization as cards; each opens the drawer where HR rejects or authorizes after
 * confirming (the event-authorization statechart).
 */
export function AuthorizationList({ events }: { events: TicketEvent[] }) {
  const [state, send] = useEventAuthorization();
  const { eventId, approve, failure } = state.context;
  const open = state.matches('closed') ? undefined : events.find((e) => e.ticketsEventId === eventId);
  const deciding = state.matches('deciding');
  return (
    <>
      <EventGrid events={events} onOpen={(id) => send({ type: 'drawer.open', eventId: id })} />
      <EventDrawer event={open} onClose={() => send({ type: 'drawer.close' })}>
        <Stack mb="md">
          {failure !== null && approve !== null ? (
            <Alert color="red" role="alert">
              {c.failed(approve, failure)}
            </Alert>
          ) : null}
          <Group>
            <Button color="red.9" onClick={() => send({ type: 'decision.choose', approve: false })}>
              {c.reject}
            </Button>
            <Button color="teal.9" onClick={() => send({ type: 'decision.choose', approve: true })}>
              {c.approve}
            </Button>
          </Group>
        </Stack>
      </EventDrawer>
      <ConfirmDialog
        opened={state.matches('confirming') || deciding}
        warning={c.confirm(approve === true)}
        confirmLabel={c.yes}
        cancelLabel={c.no}
        tone={approve === true ? 'positive' : 'danger'}
        busy={deciding}
        onConfirm={() => send({ type: 'decision.confirm' })}
        onCancel={() => send({ type: 'decision.cancel' })}
      />
    </>
  );
}
