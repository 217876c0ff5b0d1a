import { FileInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MEGABYTE } from '../file-limits';
import { useBillboardServices } from '../billboard-services';
import type { EventValues } from '../event-rules';
import { billboardMessages as m } from '../messages';

type FileField = 'eventTicketPromo' | 'eventTicketBanner' | 'eventTicketAd' | 'eventOwnerFileBankAccount';
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const r = m.rules;

interface ImagePickerProps {
  form: UseFormReturnType<EventValues>;
  field: FileField;
  max: { width: number; height: number };
  required?: boolean;
}

/**
 * An image field with the uploader's checks of spec 001 §5: 10 MB, an accepted type and the allowed size in
 * pixels; a refused image is not kept and its message shows under the field.
 */
export function ImagePicker({ form, field, max, required = false }: ImagePickerProps) {
  const services = useBillboardServices();
  async function pick(file: File | null) {
    form.setFieldValue(field, null);
    if (!file) return;
    if (file.size > 10 * MEGABYTE) return form.setFieldError(field, r.fileTooBig);
    if (!IMAGE_TYPES.includes(file.type)) return form.setFieldError(field, r.notAllowed);
    try {
      const { width, height } = await services.readImageSize(file);
      if (width > max.width || height > max.height) return form.setFieldError(field, r.imageTooBig);
    } catch {
      return form.setFieldError(field, r.notAllowed);
    }
    form.setFieldValue(field, file);
    form.clearFieldError(field);
  }
  return (
    <FileInput
      label={m.form.fields[field]}
      description={m.form.imageHint(max.width, max.height)}
      accept={IMAGE_TYPES.join(',')}
      required={required}
      name={field}
      clearable
      clearButtonProps={{ 'aria-label': m.form.clearFile }}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(file) => void pick(file)}
    />
  );
}

/** The tax status certificate: a PDF up to 10 MB. */
export function PdfPicker({ form }: { form: UseFormReturnType<EventValues> }) {
  const field = 'eventOwnerFileConstancy';
  function pick(file: File | null) {
    form.setFieldValue(field, null);
    if (!file) return;
    if (file.size > 10 * MEGABYTE) return form.setFieldError(field, r.fileTooBig);
    if (file.type !== 'application/pdf') return form.setFieldError(field, r.notAllowed);
    form.setFieldValue(field, file);
    form.clearFieldError(field);
  }
  return (
    <FileInput
      label={m.form.fields[field]}
      accept="application/pdf"
      required
      name={field}
      clearable
      clearButtonProps={{ 'aria-label': m.form.clearFile }}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={pick}
    />
  );
}
