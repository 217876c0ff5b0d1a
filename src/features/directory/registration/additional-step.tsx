import {
  Alert,
  CloseButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { uploadRules } from '@domain/upload-rules';
import { FormActions, Uploader } from '@/shared/ui';
import type { AdditionalValues } from '../../../../machines/directory-registration.types';
import { directoryMessages } from '../messages';

const f = directoryMessages.fields;
const rules = directoryMessages.rules;
const r = directoryMessages.registration;
const WEB = /^https?:\/\/\S+$/i;
const webFields = ['Website', 'Linkedin', 'Facebook', 'Twitter', 'Instagram', 'Tiktok'] as const;
const web = (v: string) => (!v.trim() || WEB.test(v.trim()) ? null : rules.web);

/** Step 2: description, web and social links, images up to the package's quantityImage (spec 001 §5). */
export function AdditionalStep({
  initial,
  quantityImage,
  error,
  saving,
  submitLabel,
  onSubmit,
  onBack,
}: {
  initial: AdditionalValues;
  quantityImage: number;
  error: string | null;
  saving: boolean;
  submitLabel: string;
  onSubmit(values: AdditionalValues): void;
  onBack(): void;
}) {
  const form = useForm<AdditionalValues>({
    initialValues: initial,
    validate: {
      DirectoryDescription: (v) => (!v.trim() ? rules.required : v.length > 255 ? rules.description : null),
      ...Object.fromEntries(webFields.map((field) => [field, web])),
      images: (files, values) =>
        files.length + values.keptImages.length > quantityImage ? rules.images(quantityImage) : null,
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack>
        <Title order={2}>{r.steps[2]}</Title>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Textarea
          label={f.DirectoryDescription}
          required
          rows={4}
          maxLength={255}
          {...form.getInputProps('DirectoryDescription')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {webFields.map((field) => (
            <TextInput
              key={field}
              label={f[field]}
              type="url"
              placeholder="https://"
              maxLength={200}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {form.values.keptImages.length > 0 ? (
          <Group>
            {form.values.keptImages.map((url, index) => (
              <Group key={url} gap={4} wrap="nowrap">
                <Image src={url} alt={r.keptImage(index + 1)} w={96} h={54} fit="cover" radius="sm" />
                <CloseButton
                  aria-label={r.removeImage(index + 1)}
                  onClick={() =>
                    form.setFieldValue(
                      'keptImages',
                      form.values.keptImages.filter((kept) => kept !== url),
                    )
                  }
                />
              </Group>
            ))}
          </Group>
        ) : null}
        <Uploader
          rule={uploadRules.insertDirectoryInfo.ContactImage}
          multiple
          label={f.images}
          description={r.imagesHint(quantityImage)}
          {...form.getInputProps('images')}
        />
        <FormActions
          back={{ label: r.back, onClick: onBack }}
          apart
          submitLabel={submitLabel}
          busy={saving}
        />
      </Stack>
    </form>
  );
}
