import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
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
      <Modal
        opened={state.matches('confirming') || deciding}
        onClose={() => send({ type: 'decision.cancel' })}
        title={c.confirmTitle}
        closeButtonProps={{ 'aria-label': m.details.close }}
      >
        <Stack>
          <Text>{c.confirm(approve === true)}</Text>
          <Group justify="flex-end">
            <Button variant="default" disabled={deciding} onClick={() => send({ type: 'decision.cancel' })}>
              {c.no}
            </Button>
            <Button color="red.9" loading={deciding} onClick={() => send({ type: 'decision.confirm' })}>
              {c.yes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
