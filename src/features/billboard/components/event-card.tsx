import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { formatDate } from '@/shared/format';
import type { TicketEvent, TicketEventCard } from '../api';
import { billboardMessages as m } from '../messages';
import { truncate } from '../truncate';

const statusColor = { pending: 'yellow.9', approved: 'teal.9', rejected: 'red.9' } as const;

interface EventCardProps {
  event: TicketEventCard | TicketEvent;
  nameMax: number;
  onOpen(): void;
}

/** The ticket card (spec 001 §3): image, name, sector, celebration date and place; with its state when it has one. */
export function EventCard({ event, nameMax, onOpen }: EventCardProps) {
  const status = 'status' in event ? event.status : null;
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={event.eventName}>
      <Card.Section>
        <Image src={event.eventImage} alt="" h={150} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} title={event.eventName}>
            {truncate(event.eventName, nameMax)}
          </Text>
          {status ? (
            <Badge color={statusColor[status]} variant="filled" style={{ flexShrink: 0 }}>
              {m.status[status]}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{event.ticketsEventSectorName}</Text>
        <Text size="sm">{formatDate(event.celebrationDate)}</Text>
        <Text size="sm">{event.locationName}</Text>
        <Button variant="light" mt="xs" onClick={onOpen} aria-label={`${m.seeDetails}: ${event.eventName}`}>
          {m.seeDetails}
        </Button>
      </Stack>
    </Card>
  );
}
