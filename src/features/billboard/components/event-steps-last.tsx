import { Checkbox, Stack, TextInput } from '@mantine/core';
import { BANK_COVER_SIZE, eventLimits as l } from '@domain/event-request';
import { billboardMessages as m } from '../messages';
import { requiredField, type EventForm } from './event-field';
import { ImagePicker, PdfPicker } from './file-pickers';

const f = m.form.fields;

/** Step 2: about the host. */
export function HostStep({ form }: { form: EventForm }) {
  return (
    <Stack>
      <TextInput {...requiredField(form, 'eventOwnerName', l.ownerName)} />
      <TextInput {...requiredField(form, 'eventOwnerPhone', l.phone)} inputMode="tel" />
      <TextInput {...requiredField(form, 'eventOwnerEmail')} type="email" />
    </Stack>
  );
}

/** Step 3: where to deposit; invoicing asks for the company reason, the RFC and the tax status PDF. */
export function DepositStep({ form }: { form: EventForm }) {
  return (
    <Stack>
      <TextInput {...requiredField(form, 'eventOwnerBankName', l.ownerName)} />
      <TextInput {...requiredField(form, 'eventOwnerBank', l.bank)} />
      <TextInput {...requiredField(form, 'eventOwnerClabe', l.clabe)} inputMode="numeric" />
      <ImagePicker form={form} field="eventOwnerFileBankAccount" max={BANK_COVER_SIZE} required />
      <Checkbox
        label={f.eventOwnerInvoice}
        {...form.getInputProps('eventOwnerInvoice', { type: 'checkbox' })}
      />
      {form.values.eventOwnerInvoice ? (
        <>
          <TextInput {...requiredField(form, 'eventOwnerCompanyReason', 200)} />
          <TextInput {...requiredField(form, 'eventOwnerRFC', 13)} />
          <PdfPicker form={form} />
        </>
      ) : null}
    </Stack>
  );
}
