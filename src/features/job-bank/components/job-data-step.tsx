import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { uploadRules } from '@domain/upload-rules';
import { Uploader } from '@/shared/ui';
import type { JobDraft } from '../../../../machines/job-form.machine';
import type { Job, JobCategory } from '../api';
import { jobMessages as m } from '../messages';

const MAX = 50;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const r = m.rules;
const text = (v: string) => (!v.trim() ? r.required : v.trim().length > MAX ? r.max50 : null);

/** The values step 1 starts from: the draft already sent, the job being edited, or nothing. */
function initial(draft: JobDraft | null, job: Job | null): JobDraft {
  if (draft) return draft;
  return {
    title: job?.title ?? '',
    companyName: job?.companyName ?? '',
    location: job?.location ?? '',
    direction: job?.direction ?? '',
    salary: job?.salary ?? 0,
    description: job?.description ?? '',
    email: job?.email ?? '',
    phoneNumber: job?.phoneNumber ?? '',
    categoryIds: job?.jobCategory.map((c) => c.jobCategoryId) ?? [],
    logo: null,
  };
}

/** Step 1: the job's data with every rule of spec 001 §5 "Job form"; the gateway checks them again. */
export function JobDataStep({
  draft,
  job,
  categories,
  busy,
  onNext,
}: {
  draft: JobDraft | null;
  job: Job | null;
  categories: JobCategory[];
  busy: boolean;
  onNext(draft: JobDraft): void;
}) {
  const form = useForm<JobDraft>({
    initialValues: initial(draft, job),
    validate: {
      title: text,
      companyName: text,
      location: text,
      direction: text,
      email: (v) => (EMAIL.test(v.trim()) ? null : r.email),
      phoneNumber: (v) => (/^\d{10}$/.test(v) ? null : r.phone),
      salary: (v) => (typeof v === 'number' && v >= 0 ? null : r.salary),
      categoryIds: (v) => (v.length > 0 ? null : r.category),
      description: (v) => (v.trim() ? null : r.description),
    },
  });
  const f = m.form;
  return (
    <form noValidate onSubmit={form.onSubmit(onNext)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={f.title} withAsterisk maxLength={MAX} {...form.getInputProps('title')} />
          <TextInput
            label={f.companyName}
            withAsterisk
            maxLength={MAX}
            {...form.getInputProps('companyName')}
          />
          <TextInput label={f.location} withAsterisk maxLength={MAX} {...form.getInputProps('location')} />
          <TextInput label={f.direction} withAsterisk maxLength={MAX} {...form.getInputProps('direction')} />
          <NumberInput
            label={f.salary}
            withAsterisk
            min={0}
            step={0.01}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('salary')}
          />
          <TextInput label={f.email} withAsterisk type="email" {...form.getInputProps('email')} />
          <TextInput
            label={f.phone}
            withAsterisk
            inputMode="numeric"
            maxLength={10}
            {...form.getInputProps('phoneNumber')}
            onChange={(e) => form.setFieldValue('phoneNumber', e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Uploader
            rule={uploadRules.registerJob.CompanyImage}
            messages={{ notAllowed: r.logo }}
            label={f.logo}
            {...form.getInputProps('logo')}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={f.categories}
          withAsterisk
          value={form.values.categoryIds.map(String)}
          onChange={(v) => form.setFieldValue('categoryIds', v.map(Number))}
          error={form.errors.categoryIds}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs">
            {categories.map((c) => (
              <Checkbox key={c.jobCategoryId} value={String(c.jobCategoryId)} label={c.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label={f.description}
          withAsterisk

          rows={4}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="grape.9" loading={busy}>
            {m.actions.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
