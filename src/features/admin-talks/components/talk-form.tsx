import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { formatDateTimeIn } from '@domain/dates';
import { uploadRules } from '@domain/upload-rules';
import { todayInCompany } from '@/shared/format';
import { AudiencePicker, Uploader } from '@/shared/ui';
import { adminTalkQueries, type AdminTalk, type AdminTalkModel } from '../api';
import { useAdminTalkForm } from '../flows/admin-talk-form.impl';
import { adminTalkMessages as m } from '../messages';
import { talkRules, type TalkFormValues } from '../talk-rules';

const durations = [1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: m.hours(n) }));

/** The stored instant as the company's date and time ('dd/mm/yyyy HH:MM' → 'yyyy-mm-dd', 'HH:MM'). */
function localParts(instant: string) {
  const [date = '', time = ''] = formatDateTimeIn(instant).split(' ');
  const [d, mo, y] = date.split('/');
  return { date: `${y}-${mo}-${d}`, time };
}

function initialValues(talk: AdminTalk | null): TalkFormValues {
  const at = talk ? localParts(talk.conferenceDate) : { date: '', time: '' };
  return {
    title: talk?.title ?? '',
    conferenceUrl: talk?.conferenceUrl ?? '',
    startDate: talk?.startDate ?? '',
    eventDate: at.date,
    time: at.time,
    duration: talk ? String(talk.duration) : '',
    reward: talk?.reward ?? 0,
    image: null,
    listUser: talk?.listUser ?? [],
    createEventCalendar: false,
  };
}

export interface TalkFormProps {
  talk: AdminTalk | null;
  save(model: AdminTalkModel, image: File | null, createEventCalendar: boolean): Promise<string>;
  onDone(message: string): void;
  onCancel(): void;
}

/** Create or edit a Pride Talks event (spec 002 §4, §5): the event date waits for the start date. */
export function TalkForm({ talk, save, onDone, onCancel }: TalkFormProps) {
  const addressed = useQuery(adminTalkQueries.addressed()).data ?? false;
  const form = useForm<TalkFormValues>({
    mode: 'controlled',
    initialValues: initialValues(talk),
    validate: talkRules(todayInCompany(), talk !== null, addressed, talk?.startDate),
    onValuesChange: (values, previous) => {
      // Moving the start date past the event date clears it (spec 002 §4).
      if (
        values.startDate !== previous.startDate &&
        values.eventDate !== '' &&
        values.eventDate < values.startDate
      )
        form.setFieldValue('eventDate', '');
    },
  });
  const [state, send] = useAdminTalkForm({
    save: () => {
      const v = form.getValues();
      const model: AdminTalkModel = {
        ...(talk ? { auditoriumId: talk.auditoriumId, active: talk.active } : {}),
        title: v.title,
        conferenceUrl: v.conferenceUrl,
        startDate: v.startDate,
        conferenceDate: `${v.eventDate}T${v.time}`,
        duration: Number(v.duration),
        reward: v.reward,
        listUser: v.listUser,
      };
      return save(model, v.image, v.createEventCalendar);
    },
    finish: onDone,
    leave: onCancel,
  });
  return (
    <form
      noValidate
      aria-labelledby="talk-form-title"
      onSubmit={form.onSubmit(() => send({ type: 'talk.submit' }))}
    >
      <Stack gap="sm" maw={720}>
        <Title order={2} size="h3" id="talk-form-title">
          {talk ? m.form.editTitle : m.form.newTitle}
        </Title>
        {state.matches('refused') ? (
          <Alert color="red" role="alert">
            {state.context.reason ?? m.failed}
          </Alert>
        ) : null}
        <TextInput label={m.form.title} withAsterisk maxLength={200} {...form.getInputProps('title')} />
        <TextInput
          label={m.form.url}
          description={m.form.urlHint}
          withAsterisk
          type="url"
          {...form.getInputProps('conferenceUrl')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={m.form.startDate} type="date" withAsterisk {...form.getInputProps('startDate')} />
          <TextInput
            label={m.form.eventDate}
            type="date"
            withAsterisk
            disabled={form.getValues().startDate === ''}
            min={form.getValues().startDate}
            {...form.getInputProps('eventDate')}
          />
          <TextInput label={m.form.time} type="time" withAsterisk {...form.getInputProps('time')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <Select label={m.form.duration} withAsterisk data={durations} {...form.getInputProps('duration')} />
          <NumberInput
            label={m.form.reward}
            min={0}
            max={999}
            maxLength={3}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('reward')}
          />
        </Group>
        <Uploader
          rule={uploadRules.createAdminTalk.images}
          label={m.form.image}
          withAsterisk={!talk}
          {...form.getInputProps('image')}
        />
        {addressed ? <AudiencePicker {...form.getInputProps('listUser')} /> : null}
        {talk ? null : (
          <Checkbox
            label={m.form.calendar}
            {...form.getInputProps('createEventCalendar', { type: 'checkbox' })}
          />
        )}
        <Group>
          <Button type="submit" loading={state.matches('saving')}>
            {m.form.save}
          </Button>
          <Button variant="default" onClick={() => send({ type: 'talk.cancel' })}>
            {m.form.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
