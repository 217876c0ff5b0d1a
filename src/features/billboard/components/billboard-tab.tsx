import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { previewItems, VisitorBlocker } from '@/shared/ui';
import type { TicketEventCard } from '../api';
import { billboardMessages as m } from '../messages';
import { BILLBOARD_NAME_MAX, SEE_MORE_LIMIT } from '../truncate';
import { EventDrawer } from './event-drawer';
import { EventGrid } from './event-grid';

/**
 * The CARTELERA tab: approved events, seven at first and the rest after 'Ver más' (spec 001 §9); a visitor sees
 * the preview of four and the sign-in blocker (spec 001 §1).
 */
export function BillboardTab({ events, signedIn }: { events: TicketEventCard[]; signedIn: boolean }) {
  const [all, setAll] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  if (events.length === 0) return <Text>{m.noEvents}</Text>;
  const shown = signedIn ? (all ? events : events.slice(0, SEE_MORE_LIMIT)) : previewItems(events, false);
  return (
    <Stack>
      <EventGrid events={shown} onOpen={setOpenId} nameMax={BILLBOARD_NAME_MAX} />
      {!signedIn ? <VisitorBlocker /> : null}
      {signedIn && shown.length < events.length ? (
        <Button variant="default" onClick={() => setAll(true)} style={{ alignSelf: 'center' }}>
          {m.seeMore}
        </Button>
      ) : null}
      <EventDrawer event={events.find((e) => e.ticketsEventId === openId)} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
