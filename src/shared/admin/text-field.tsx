import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/**
 * A required text field of a console form, bound to `form`'s `field` and holding at most `max` characters
 * (the gateway's column); `lines` makes it a text area of that many rows.
 */
export function TextField<V>({
  form,
  field,
  label,
  max,
  lines,
}: {
  form: Pick<UseFormReturnType<V>, 'getInputProps'>;
  field: Extract<keyof V, string>;
  label: string;
  max: number;
  lines?: number;
}) {
  const common = { label, required: true, maxLength: max, ...form.getInputProps(field) };
  return lines ? <Textarea rows={lines} {...common} /> : <TextInput {...common} />;
}
