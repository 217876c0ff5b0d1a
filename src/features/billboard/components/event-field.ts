import type { UseFormReturnType } from '@mantine/form';
import type { EventValues } from '../event-rules';
import { billboardMessages as m } from '../messages';

export type EventForm = UseFormReturnType<EventValues>;

/** A required field of the event request: its label, its length limit when it has one, and its binding. */
export function requiredField(form: EventForm, field: keyof EventValues, maxLength?: number) {
  return { label: m.form.fields[field], required: true, maxLength, ...form.getInputProps(field) };
}
