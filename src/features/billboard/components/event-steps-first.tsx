import { NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EVENT_IMAGE_SIZE, eventLimits as l } from '@domain/event-request';
import type { EventSector } from '../api';
import { tenMinuteHours, type EventValues } from '../event-rules';
import { billboardMessages as m } from '../messages';
import { ImagePicker } from './file-pickers';

const f = m.form.fields;
type Form = UseFormReturnType<EventValues>;

/** A native select of hours in 10-minute steps: keyboard friendly and never off the step. */
function HourSelect({
  form,
  field,
}: {
  form: Form;
  field: keyof EventValues & `event${string}Hour${string}`;
}) {
  return (
    <NativeSelect
      label={f[field]}
      required
      data={[{ value: '', label: '--:--' }, ...tenMinuteHours]}
      {...form.getInputProps(field)}
    />
  );
}

/** Step 0: what the event is about. */
export function AboutStep({ form, sectors }: { form: Form; sectors: EventSector[] }) {
  return (
    <Stack>
      <ImagePicker form={form} field="eventTicketPromo" max={EVENT_IMAGE_SIZE} required />
      <ImagePicker form={form} field="eventTicketBanner" max={EVENT_IMAGE_SIZE} required />
      <ImagePicker form={form} field="eventTicketAd" max={EVENT_IMAGE_SIZE} />
      <TextInput label={f.eventName} required maxLength={l.name} {...form.getInputProps('eventName')} />
      <Textarea
        label={f.eventDescription}
        required
        maxLength={l.description}
        rows={3}
        {...form.getInputProps('eventDescription')}
      />
      <NativeSelect
        label={f.eventSector}
        required
        data={[
          { value: '', label: '' },
          ...sectors.map((s) => ({ value: String(s.eventSectorId), label: s.name })),
        ]}
        {...form.getInputProps('eventSector')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={f.eventPriceTicket}
          required
          inputMode="numeric"
          maxLength={l.priceOrAudience}
          {...form.getInputProps('eventPriceTicket')}
        />
        <TextInput
          label={f.eventAudience}
          required
          inputMode="numeric"
          maxLength={l.priceOrAudience}
          {...form.getInputProps('eventAudience')}
        />
      </SimpleGrid>
      <Textarea label={f.eventNote} maxLength={l.note} rows={3} {...form.getInputProps('eventNote')} />
    </Stack>
  );
}

/** Step 1: when and where; the sale's end waits for its start (spec 001 §5). */
export function WhenAndWhereStep({ form, today }: { form: Form; today: string }) {
  return (
    <Stack>
      <TextInput
        label={f.eventPlaceName}
        required
        maxLength={l.placeName}
        {...form.getInputProps('eventPlaceName')}
      />
      <TextInput
        label={f.eventStreetName}
        required
        maxLength={l.street}
        {...form.getInputProps('eventStreetName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={f.eventZipCode}
          required
          inputMode="numeric"
          maxLength={l.zip}
          {...form.getInputProps('eventZipCode')}
        />
        <TextInput
          label={f.eventPhone}
          inputMode="tel"
          maxLength={l.phone}
          {...form.getInputProps('eventPhone')}
        />
        <TextInput label={f.eventState} required maxLength={l.region} {...form.getInputProps('eventState')} />
        <TextInput label={f.eventCity} required maxLength={l.region} {...form.getInputProps('eventCity')} />
        <TextInput
          label={f.eventNeighboor}
          required
          maxLength={l.region}
          {...form.getInputProps('eventNeighboor')}
        />
        <TextInput
          label={f.eventTime}
          required
          inputMode="numeric"
          maxLength={l.duration}
          {...form.getInputProps('eventTime')}
        />
        <TextInput
          type="date"
          label={f.eventDate}
          required
          min={today}
          {...form.getInputProps('eventDate')}
        />
        <HourSelect form={form} field="eventHour" />
        <TextInput
          type="date"
          label={f.eventTicketDateStart}
          required
          min={today}
          {...form.getInputProps('eventTicketDateStart')}
        />
        <HourSelect form={form} field="eventTicketHourStart" />
        <TextInput
          type="date"
          label={f.eventTicketDateEnd}
          required
          min={form.values.eventTicketDateStart || today}
          disabled={!form.values.eventTicketDateStart}
          {...form.getInputProps('eventTicketDateEnd')}
        />
        <HourSelect form={form} field="eventTicketHourEnd" />
      </SimpleGrid>
    </Stack>
  );
}
