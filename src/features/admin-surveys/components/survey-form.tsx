import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { ConsoleForm } from '@/shared/admin';
import { useForm } from '@mantine/form';
import type { AdminSurvey, SurveyPayload } from '../api';
import { todayInCompany } from '@/shared/format';
import { AudiencePicker } from '@/shared/ui';
import { adminSurveyMessages as m } from '../messages';

const f = m.form;

interface Props {
  survey: AdminSurvey | null;
  /** Whether the company aims surveys at chosen people (then the picker shows and someone must be chosen). */
  addressed: boolean;
  /** Who the picker starts with (see the page: a survey saved for everyone starts with everyone). */
  users: number[];
  saving: boolean;
  onSave(payload: SurveyPayload): void;
}

/** The survey form (spec 002 §5): title without a leading space, a date range from today, the audience. */
export function SurveyForm({ survey, addressed, users, saving, onSave }: Props) {
  const today = todayInCompany();
  // People who began answering under the promise of anonymity keep it (the gateway refuses the change too).
  const anonymityKept = !!survey?.isAnonymous && survey.isAlreadyStarted;
  const form = useForm({
    initialValues: {
      title: survey?.title ?? '',
      startDate: survey?.startDate ?? '',
      endDate: survey?.endDate ?? '',
      reward: survey?.reward ?? 0,
      isAnonymous: survey?.isAnonymous ?? true,
      users,
    },
    validate: {
      title: (v) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null),
      startDate: (v) => (!v ? m.required : v !== survey?.startDate && v < today ? m.startBeforeToday : null),
      endDate: (v, values) => (!v ? m.required : v < values.startDate ? m.required : null),
      users: (v) => (addressed && v.length === 0 ? m.audienceRequired : null),
    },
  });
  return (
    <ConsoleForm
      onSubmit={form.onSubmit((v) =>
        onSave({
          title: v.title,
          startDate: v.startDate,
          endDate: v.endDate,
          reward: Number(v.reward),
          isAnonymous: v.isAnonymous,
          users: v.users,
        }),
      )}
      busy={saving}
    >
      <TextInput label={f.title} required maxLength={200} {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label={`${f.dates}: inicio`}
          required
          min={today}
          {...form.getInputProps('startDate')}
        />
        <TextInput
          type="date"
          label={`${f.dates}: fin`}
          required
          disabled={!form.values.startDate}
          min={form.values.startDate}
          {...form.getInputProps('endDate')}
        />
        <NumberInput
          label={f.reward}
          min={-99999}
          max={99999}
          allowDecimal={false}
          {...form.getInputProps('reward')}
        />
      </SimpleGrid>
      <Checkbox
        label={f.anonymous}
        description={anonymityKept ? f.anonymousKept : f.anonymousHint}
        disabled={anonymityKept}
        {...form.getInputProps('isAnonymous', { type: 'checkbox' })}
      />
      {addressed ? <AudiencePicker {...form.getInputProps('users')} /> : null}
    </ConsoleForm>
  );
}
