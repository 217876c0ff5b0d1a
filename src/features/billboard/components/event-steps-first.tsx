import { NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { EVENT_IMAGE_SIZE, eventLimits as l } from '@domain/event-request';
import type { EventSector } from '../api';
import { tenMinuteHours, type EventValues } from '../event-rules';
import { billboardMessages as m } from '../messages';
import { requiredField, type EventForm } from './event-field';
import { ImagePicker } from './file-pickers';

const f = m.form.fields;

/** A native select of hours in 10-minute steps: keyboard friendly and never off the step. */
function HourSelect({
  form,
  field,
}: {
  form: EventForm;
  field: keyof EventValues & `event${string}Hour${string}`;
}) {
  return (
    <NativeSelect {...requiredField(form, field)} data={[{ value: '', label: '--:--' }, ...tenMinuteHours]} />
  );
}

/** Step 0: what the event is about. */
export function AboutStep({ form, sectors }: { form: EventForm; sectors: EventSector[] }) {
  return (
    <Stack>
      <ImagePicker form={form} field="eventTicketPromo" max={EVENT_IMAGE_SIZE} required />
      <ImagePicker form={form} field="eventTicketBanner" max={EVENT_IMAGE_SIZE} required />
      <ImagePicker form={form} field="eventTicketAd" max={EVENT_IMAGE_SIZE} />
      <TextInput {...requiredField(form, 'eventName', l.name)} />
      <Textarea {...requiredField(form, 'eventDescription', l.description)} rows={3} />
      <NativeSelect
        {...requiredField(form, 'eventSector')}
        data={[
          { value: '', label: '' },
          ...sectors.map((s) => ({ value: String(s.eventSectorId), label: s.name })),
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...requiredField(form, 'eventPriceTicket', l.priceOrAudience)} inputMode="numeric" />
        <TextInput {...requiredField(form, 'eventAudience', l.priceOrAudience)} inputMode="numeric" />
      </SimpleGrid>
      <Textarea label={f.eventNote} maxLength={l.note} rows={3} {...form.getInputProps('eventNote')} />
    </Stack>
  );
}

/** Step 1: when and where; the sale's end waits for its start (spec 001 §5). */
export function WhenAndWhereStep({ form, today }: { form: EventForm; today: string }) {
  return (
    <Stack>
      <TextInput {...requiredField(form, 'eventPlaceName', l.placeName)} />
      <TextInput {...requiredField(form, 'eventStreetName', l.street)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...requiredField(form, 'eventZipCode', l.zip)} inputMode="numeric" />
        <TextInput
          label={f.eventPhone}
          inputMode="tel"
          maxLength={l.phone}
          {...form.getInputProps('eventPhone')}
        />
        <TextInput {...requiredField(form, 'eventState', l.region)} />
        <TextInput {...requiredField(form, 'eventCity', l.region)} />
        <TextInput {...requiredField(form, 'eventNeighboor', l.region)} />
        <TextInput {...requiredField(form, 'eventTime', l.duration)} inputMode="numeric" />
        <TextInput {...requiredField(form, 'eventDate')} type="date" min={today} />
        <HourSelect form={form} field="eventHour" />
        <TextInput {...requiredField(form, 'eventTicketDateStart')} type="date" min={today} />
        <HourSelect form={form} field="eventTicketHourStart" />
        <TextInput
          {...requiredField(form, 'eventTicketDateEnd')}
          type="date"
          min={form.values.eventTicketDateStart || today}
          disabled={!form.values.eventTicketDateStart}
        />
        <HourSelect form={form} field="eventTicketHourEnd" />
      </SimpleGrid>
    </Stack>
  );
}
