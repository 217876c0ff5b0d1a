import { Button, FileInput, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { operatorMessages as m } from '../messages';
import { requiredText } from '../reward-rules';
import { ImagePreview, imageSize } from './image-preview';

export interface CatalogueValues {
  name: string;
  active: boolean;
  file: File | null;
}

interface CatalogueFormProps {
  nameLabel: string;
  fileLabel: string;
  current: { name: string; image: string; active: boolean } | null;
  /** Largest side of the image in pixels, checked before sending (the gateway checks it again). */
  maxSide?: number;
  listPath: string;
  saving: boolean;
  onSave(values: CatalogueValues): void;
}

/** The category and provider forms: a name, the image with its preview before save, and the status. */
export function CatalogueForm({
  nameLabel,
  fileLabel,
  current,
  maxSide,
  listPath,
  saving,
  onSave,
}: CatalogueFormProps) {
  const form = useForm<CatalogueValues>({
    initialValues: { name: current?.name ?? '', active: current?.active ?? true, file: null },
    validate: { name: requiredText, file: (file) => (!file && !current ? m.required : null) },
  });
  const submit = form.onSubmit(async (values) => {
    if (values.file && maxSide) {
      const { width, height } = await imageSize(values.file).catch(() => ({ width: 0, height: 0 }));
      if (width > maxSide || height > maxSide) return form.setFieldError('file', m.logoTooBig);
    }
    onSave(values);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={560}>
        <TextInput label={nameLabel} required maxLength={500} {...form.getInputProps('name')} />
        <FileInput
          label={fileLabel}
          accept="image/png,image/jpeg,image/webp"
          required={!current}
          clearable
          clearButtonProps={{ 'aria-label': m.clearFile }}
          {...form.getInputProps('file')}
        />
        <ImagePreview file={form.values.file} current={current?.image} />
        {current ? <Switch label={m.active} {...form.getInputProps('active', { type: 'checkbox' })} /> : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={listPath}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
