import { Checkbox, Group, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@openapi/schema';
import { noticeImageBox } from '@domain/image-boxes';
import { uploadRules } from '@domain/upload-rules';
import { todayInCompany } from '@/shared/format';
import { ConsoleForm } from '@/shared/admin';
import { notifyFailed, notifyOk, Uploader } from '@/shared/ui';
import { controlCalls, controlQueries } from '../api';
import { controlMessages as c } from '../messages';
import { noticeValidation, type NoticeValues } from '../notice-rules';

export type Notice = components['schemas']['CompanyHoliday'];
type NoticePayload = components['schemas']['CompanyHolidayForm'];
const w = c.notices;
const files = uploadRules.updateCompanyHoliday;
/** A notice type's name ('Aviso', …) by its id. */
export const typeName = (id: number) => w.types.find((t) => t.value === String(id))?.label ?? String(id);

/** The notice form of the Avisos dialog: a new notice, or the one being edited. */
export function NoticeForm({ current, onDone }: { current: Notice | null; onDone(): void }) {
  const queryClient = useQueryClient();
  const link = current?.link ?? '';
  const form = useForm<NoticeValues>({
    initialValues: {
      description: current?.description ?? '',
      typeId: current ? String(current.typeId) : '',
      date: current?.date ?? '',
      startDate: current?.startDate ?? '',
      endDate: current?.endDate ?? '',
      workingDay: current?.workingDay ?? false,
      isVideo: current?.isVideo ?? false,
      iframe: current?.iframe ?? '',
      prefix: link.startsWith('http://') ? 'http://' : 'https://',
      link: link.replace(/^https?:\/\//, ''),
      image: null,
      video: null,
    },
    validate: noticeValidation(todayInCompany(), {
      image: Boolean(current?.imagePath),
      video: Boolean(current?.videoPath),
    }),
  });
  const save = useMutation({
    mutationFn: (v: NoticeValues) =>
      controlCalls.saveNotice(
        {
          companyHolidayId: current?.companyHolidayId,
          description: v.description,
          typeId: Number(v.typeId) as NoticePayload['typeId'],
          date: v.date,
          startDate: v.startDate,
          endDate: v.endDate,
          workingDay: v.workingDay,
          isVideo: v.isVideo,
          iframe: v.isVideo ? v.iframe : undefined,
          link: v.isVideo ? undefined : `${v.prefix}${v.link.trim()}`,
          imageFile: v.image ?? undefined,
          videoFile: v.isVideo ? (v.video ?? undefined) : undefined,
        },
        current !== null,
      ),
    onSuccess: ({ message }) => {
      notifyOk(message);
      void queryClient.invalidateQueries({ queryKey: controlQueries.all });
      onDone();
    },
    onError: (error) => notifyFailed(c.saveFailed, error),
  });
  // The range's dates are chosen in order: each waits for the one before it.
  const laterDate = (name: 'startDate' | 'endDate', label: string, after: string) => (
    <TextInput type="date" label={label} required disabled={!after} {...form.getInputProps(name)} />
  );
  const imageBox = noticeImageBox(Number(form.values.typeId));
  const isAviso = form.values.typeId === '2';
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((v) => save.mutate(v))}
      cancel={{ onClick: onDone }}
      busy={save.isPending}
    >
      <TextInput label={w.description} required maxLength={150} {...form.getInputProps('description')} />
      <Select
        label={w.type}
        data={[...w.types]}
        required
        {...form.getInputProps('typeId')}
        onChange={(value) => {
          form.setFieldValue('typeId', value ?? '');
          // Another type cannot be a video: its video data goes (spec 002 §4).
          if (value !== '2') form.setValues({ isVideo: false, iframe: '', video: null });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label={w.date}
          required
          {...form.getInputProps('date')}
          onChange={(event) => {
            const date = event.currentTarget.value;
            form.setFieldValue('date', date);
            // Dates after the new event date are cleared (spec 002 §4).
            if (form.values.startDate > date) form.setValues({ startDate: '', endDate: '' });
            else if (form.values.endDate > date) form.setFieldValue('endDate', '');
          }}
        />
        {laterDate('startDate', w.startDate, form.values.date)}
        {laterDate('endDate', w.endDate, form.values.startDate)}
      </SimpleGrid>
      <Checkbox label={w.workingDay} {...form.getInputProps('workingDay', { type: 'checkbox' })} />
      {isAviso ? (
        <Checkbox label={w.isVideo} {...form.getInputProps('isVideo', { type: 'checkbox' })} />
      ) : null}
      {form.values.isVideo ? (
        <>
          <Textarea label={w.iframe} maxLength={2000} {...form.getInputProps('iframe')} />
          <Uploader rule={files.videoFile} label={w.video} {...form.getInputProps('video')} />
        </>
      ) : (
        <Group align="flex-start" grow wrap="nowrap">
          <Select
            label={w.prefix}
            data={['https://', 'http://']}
            allowDeselect={false}
            maw={130}
            {...form.getInputProps('prefix')}
          />
          <TextInput label={w.link} required maxLength={480} {...form.getInputProps('link')} />
        </Group>
      )}
      <Uploader
        rule={files.imageFile}
        maxImage={imageBox}
        label={w.image}
        description={w.imageHint(imageBox.width, imageBox.height)}
        required={!current?.imagePath}
        {...form.getInputProps('image')}
      />
    </ConsoleForm>
  );
}
