import { Button, Divider, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@/shared/format';
import { billboardCalls, type EventDocumentName, type TicketEvent, type TicketEventCard } from '../api';
import { billboardMessages as m } from '../messages';

const d = m.details;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** Opens a private document (only its owner and HR receive it) in a new tab. */
async function openDocument(ticketsEventId: number, document: EventDocumentName) {
  const file = await billboardCalls.document(ticketsEventId, document);
  const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  window.open(url, '_blank', 'noopener');
}

/** Every detail of an event; the bank section only for full requests (their owner and HR). */
export function EventDetails({ event }: { event: TicketEventCard | TicketEvent }) {
  const full = 'eventOwnerClabe' in event ? event : null;
  return (
    <Stack>
      <Image src={event.eventTicketPromo} alt="" radius="sm" />
      <Title order={3}>{event.eventName}</Title>
      <Text>{event.eventDescription}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
        {full ? <Row label={d.status} value={m.status[full.status]} /> : null}
        <Row label={d.sector} value={event.ticketsEventSectorName} />
        <Row label={d.price} value={formatMoney(Number(event.eventPriceTicket))} />
        <Row label={d.audience} value={event.eventAudience} />
        <Row label={d.date} value={formatDate(event.eventDate)} />
        <Row label={d.hour} value={event.eventHour} />
        <Row label={d.duration} value={d.minutes(event.eventTime)} />
        <Row
          label={d.sale}
          value={`${formatDate(event.eventTicketDateStart)} ${event.eventTicketHourStart} – ${formatDate(event.eventTicketDateEnd)} ${event.eventTicketHourEnd}`}
        />
        <Row label={d.place} value={event.eventPlaceName} />
        <Row
          label={d.address}
          value={`${event.eventStreetName}, ${event.eventNeighboor}, ${event.eventCity}, ${event.eventState}, C.P. ${event.eventZipCode}`}
        />
        <Row label={d.phone} value={event.eventPhone} />
        <Row
          label={d.host}
          value={`${event.eventOwnerName} · ${event.eventOwnerPhone} · ${event.eventOwnerEmail}`}
        />
        <Row label={d.note} value={event.eventNote} />
      </SimpleGrid>
      {full ? (
        <>
          <Divider />
          <Title order={4}>{d.bank}</Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
            <Row label={d.holder} value={full.eventOwnerBankName} />
            <Row label={d.bankName} value={full.eventOwnerBank} />
            <Row label={d.clabe} value={full.eventOwnerClabe} />
            <Row
              label={d.invoice}
              value={
                full.eventOwnerInvoice
                  ? `${full.eventOwnerCompanyReason} · ${full.eventOwnerRFC}`
                  : d.noInvoice
              }
            />
          </SimpleGrid>
          <Group>
            <Button variant="default" onClick={() => void openDocument(full.ticketsEventId, 'bankAccount')}>
              {d.bankCover}
            </Button>
            {full.hasFileConstancy ? (
              <Button variant="default" onClick={() => void openDocument(full.ticketsEventId, 'constancy')}>
                {d.constancy}
              </Button>
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
