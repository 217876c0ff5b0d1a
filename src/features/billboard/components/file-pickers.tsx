import type { UseFormReturnType } from '@mantine/form';
import type { ImageBox } from '@domain/upload-rule';
import { uploadRules } from '@domain/upload-rules';
import { Uploader } from '@/shared/ui';
import { useBillboardServices } from '../billboard-services';
import type { EventValues } from '../event-rules';
import { billboardMessages as m } from '../messages';

type FileField = 'eventTicketPromo' | 'eventTicketBanner' | 'eventTicketAd' | 'eventOwnerFileBankAccount';
const files = uploadRules.createTicketEvent;

interface PickerProps {
  form: UseFormReturnType<EventValues>;
  field: FileField | 'eventOwnerFileConstancy';
}

/** A picked file goes to the form, and a file chosen after a "missing" error clears it. */
function keep({ form, field }: PickerProps, file: File | null) {
  form.setFieldValue(field, file);
  if (file) form.clearFieldError(field);
}

interface ImagePickerProps extends PickerProps {
  field: FileField;
  max: ImageBox;
  required?: boolean;
}

/** An event image up to its allowed size in pixels (spec 001 §5), measured by the billboard's services. */
export function ImagePicker({ form, field, max, required = false }: ImagePickerProps) {
  const services = useBillboardServices();
  return (
    <Uploader
      rule={files[field]}
      maxImage={max}
      readImageSize={services.readImageSize}
      label={m.form.fields[field]}
      description={m.form.imageHint(max.width, max.height)}
      required={required}
      name={field}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(file) => keep({ form, field }, file)}
    />
  );
}

/** The tax status certificate: a PDF up to 10 MB. */
export function PdfPicker({ form }: Pick<PickerProps, 'form'>) {
  const field = 'eventOwnerFileConstancy';
  return (
    <Uploader
      rule={files[field]}
      label={m.form.fields[field]}
      required
      name={field}
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(file) => keep({ form, field }, file)}
    />
  );
}
