import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BANK_COVER_SIZE, eventLimits as l } from '@domain/event-request';
import type { EventValues } from '../event-rules';
import { billboardMessages as m } from '../messages';
import { ImagePicker, PdfPicker } from './file-pickers';

const f = m.form.fields;
type Form = UseFormReturnType<EventValues>;

/** Step 2: about the host. */
export function HostStep({ form }: { form: Form }) {
  return (
    <Stack>
      <TextInput
        label={f.eventOwnerName}
        required
        maxLength={l.ownerName}
        {...form.getInputProps('eventOwnerName')}
      />
      <TextInput
        label={f.eventOwnerPhone}
        required
        inputMode="tel"
        maxLength={l.phone}
        {...form.getInputProps('eventOwnerPhone')}
      />
      <TextInput label={f.eventOwnerEmail} required type="email" {...form.getInputProps('eventOwnerEmail')} />
    </Stack>
  );
}

/** Step 3: where to deposit; invoicing asks for the company reason, the RFC and the tax status PDF. */
export function DepositStep({ form }: { form: Form }) {
  return (
    <Stack>
      <TextInput
        label={f.eventOwnerBankName}
        required
        maxLength={l.ownerName}
        {...form.getInputProps('eventOwnerBankName')}
      />
      <TextInput
        label={f.eventOwnerBank}
        required
        maxLength={l.bank}
        {...form.getInputProps('eventOwnerBank')}
      />
      <TextInput
        label={f.eventOwnerClabe}
        required
        inputMode="numeric"
        maxLength={l.clabe}
        {...form.getInputProps('eventOwnerClabe')}
      />
      <ImagePicker form={form} field="eventOwnerFileBankAccount" max={BANK_COVER_SIZE} required />
      <Checkbox
        label={f.eventOwnerInvoice}
        {...form.getInputProps('eventOwnerInvoice', { type: 'checkbox' })}
      />
      {form.values.eventOwnerInvoice ? (
        <>
          <TextInput
            label={f.eventOwnerCompanyReason}
            required
            maxLength={200}
            {...form.getInputProps('eventOwnerCompanyReason')}
          />
          <TextInput
            label={f.eventOwnerRFC}
            required
            maxLength={13}
            {...form.getInputProps('eventOwnerRFC')}
          />
          <PdfPicker form={form} />
        </>
      ) : null}
    </Stack>
  );
}
