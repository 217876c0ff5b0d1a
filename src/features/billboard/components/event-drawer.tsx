import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TicketEvent, TicketEventCard } from '../api';
import { billboardMessages as m } from '../messages';
import { EventDetails } from './event-details';

interface EventDrawerProps {
  event: TicketEventCard | TicketEvent | undefined;
  onClose(): void;
  /** Shown above the details (the decision buttons of the approval view). */
  children?: ReactNode;
}

/** The side drawer with an event's full details (spec 001 §2). */
export function EventDrawer({ event, onClose, children }: EventDrawerProps) {
  return (
    <Drawer
      opened={event !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={m.details.title}
      closeButtonProps={{ 'aria-label': m.details.close }}
    >
      {children}
      {event ? <EventDetails event={event} /> : null}
    </Drawer>
  );
}
