import { SimpleGrid } from '@mantine/core';
import type { TicketEvent, TicketEventCard } from '../api';
import { CARD_NAME_MAX } from '../truncate';
import { EventCard } from './event-card';

/** Event cards in a grid: one column on phones, up to four on wide screens. */
export function EventGrid({
  events,
  onOpen,
  nameMax = CARD_NAME_MAX,
}: {
  events: (TicketEventCard | TicketEvent)[];
  onOpen(id: number): void;
  nameMax?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
      {events.map((event) => (
        <EventCard
          key={event.ticketsEventId}
          event={event}
          nameMax={nameMax}
          onOpen={() => onOpen(event.ticketsEventId)}
        />
      ))}
    </SimpleGrid>
  );
}
