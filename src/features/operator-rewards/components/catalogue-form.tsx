import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ImageBox, UploadRule } from '@domain/upload-rule';
import { ConsoleForm } from '@/shared/admin';
import { Uploader } from '@/shared/ui';
import { operatorMessages as m } from '../messages';
import { requiredText } from '../reward-rules';
import { ImagePreview } from './image-preview';

export interface CatalogueValues {
  name: string;
  active: boolean;
  file: File | null;
}

export interface CatalogueFormProps {
  nameLabel: string;
  fileLabel: string;
  fileRule: UploadRule;
  current: { name: string; image: string; active: boolean } | null;
  /** The largest image, checked when it is picked (the gateway checks it again). */
  maxImage?: ImageBox;
  listPath: string;
  saving: boolean;
  onSave(values: CatalogueValues): void;
}

/** The category and provider forms: a name, the image with its preview before save, and the status. */
export function CatalogueForm({
  nameLabel,
  fileLabel,
  fileRule,
  current,
  maxImage,
  listPath,
  saving,
  onSave,
}: CatalogueFormProps) {
  const form = useForm<CatalogueValues>({
    initialValues: { name: current?.name ?? '', active: current?.active ?? true, file: null },
    validate: { name: requiredText, file: (file) => (!file && !current ? m.required : null) },
  });
  const submit = form.onSubmit((values) => onSave(values));
  return (
    <ConsoleForm onSubmit={submit} maw={560} cancel={{ to: listPath }} busy={saving}>
      <TextInput label={nameLabel} required maxLength={500} {...form.getInputProps('name')} />
      <Uploader
        rule={fileRule}
        maxImage={maxImage}
        messages={{ imageTooBig: m.logoTooBig }}
        label={fileLabel}
        required={!current}
        {...form.getInputProps('file')}
      />
      <ImagePreview file={form.values.file} current={current?.image} />
      {current ? <Switch label={m.active} {...form.getInputProps('active', { type: 'checkbox' })} /> : null}
    </ConsoleForm>
  );
}
