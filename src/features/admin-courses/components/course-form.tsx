import { Checkbox, Group, NumberInput, Radio, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseThumbnailRule, uploadRules } from '@domain/upload-rules';
import { todayInCompany } from '@/shared/format';
import { AudiencePicker, notifyFailed, notifyOk, Uploader } from '@/shared/ui';
import { adminCourseCalls, adminCourseQueries, type AdminCourse } from '../api';
import {
  courseValidation,
  initialValues,
  REWARD_LIMIT,
  toCourseForm,
  type CourseValues,
} from '../course-rules';
import { adminCourseMessages as m } from '../messages';
import { YoutubePreview } from './youtube-preview';
import { ConsoleForm, TextField } from '@/shared/admin';

const f = m.fields;
const TYPES = [
  { value: '1', label: 'Archivo adjunto' },
  { value: '2', label: 'Enlace' },
  { value: '3', label: 'Video de YouTube' },
] as const;

/** The billboard post form (spec 002 §2, §4, §5): the four media choices, dates, reward and audience. */
export function CourseForm({
  course,
  addressed,
  onDone,
}: {
  course: AdminCourse | null;
  addressed: boolean;
  onDone(): void;
}) {
  const queryClient = useQueryClient();
  const today = todayInCompany();
  const form = useForm<CourseValues>({
    initialValues: initialValues(course),
    validate: courseValidation(today, {
      addressed,
      kept: course?.files.length ?? 0,
      original: course ?? undefined,
    }),
  });
  const save = useMutation({
    mutationFn: (values: CourseValues) =>
      adminCourseCalls.save(toCourseForm(values, course?.courseId), values.calendar),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: adminCourseQueries.all });
      onDone();
    },
    onError: (error) => notifyFailed(m.saveFailed, error),
  });
  const type = form.values.type;
  const kept = course && String(course.courseMediaTypeId) === type ? course.files.length : 0;
  const fileField = {
    description: kept ? m.keptFiles(kept) : undefined,
    required: kept === 0,
    name: 'files',
    error: form.errors.files,
  };
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      cancel={{ onClick: onDone }}
      busy={save.isPending}
    >
      <Radio.Group
        label={f.type}
        required
        {...form.getInputProps('type')}
        onChange={(value) => {
          // Another type (or 'Borrar') clears the chosen files (spec 002 §4).
          form.setValues({ type: value === 'clear' ? '' : (value as CourseValues['type']), files: [] });
        }}
      >
        <Group mt="xs">
          {TYPES.map((t) => (
            <Radio key={t.value} value={t.value} label={t.label} />
          ))}
          <Radio value="clear" label={m.clearType} />
        </Group>
      </Radio.Group>
      {type ? <Text size="sm">{m.typeHint[type]}</Text> : null}
      <TextField form={form} field="name" label={f.name} max={150} />
      <TextField form={form} field="description" label={f.description} max={1000} lines={3} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label={f.startDate}
          required
          min={today}
          {...form.getInputProps('startDate')}
          onChange={(event) => {
            const start = event.currentTarget.value;
            // A start after the end clears the end (spec 002 §4).
            form.setValues(
              form.values.endDate && start > form.values.endDate
                ? { startDate: start, endDate: '' }
                : { startDate: start },
            );
          }}
        />
        <TextInput
          type="date"
          label={f.endDate}
          required
          min={form.values.startDate || today}
          disabled={!form.values.startDate}
          {...form.getInputProps('endDate')}
        />
        <NumberInput
          label={f.reward}
          min={-REWARD_LIMIT}
          max={REWARD_LIMIT}
          allowDecimal={false}
          maxLength={6}
          {...form.getInputProps('reward')}
        />
      </SimpleGrid>
      {type === '2' ? <TextInput label={f.link} required type="url" {...form.getInputProps('link')} /> : null}
      {type === '1' ? (
        <Uploader
          rule={uploadRules.createCourse.files}
          multiple
          label={f.files}
          {...fileField}
          value={form.values.files}
          onChange={(files) => form.setFieldValue('files', files)}
        />
      ) : null}
      {type === '2' ? (
        <Uploader
          rule={courseThumbnailRule}
          label={f.thumbnail}
          {...fileField}
          value={form.values.files[0] ?? null}
          onChange={(file) => form.setFieldValue('files', file ? [file] : [])}
        />
      ) : null}
      {type === '3' ? (
        <>
          <Textarea label={f.iframe} required rows={3} {...form.getInputProps('iframe')} />
          <YoutubePreview pasted={form.values.iframe} />
        </>
      ) : null}
      {course ? null : (
        <Checkbox label={f.calendar} {...form.getInputProps('calendar', { type: 'checkbox' })} />
      )}
      {addressed ? <AudiencePicker {...form.getInputProps('users')} /> : null}
    </ConsoleForm>
  );
}
