import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminSurvey, SurveyPayload } from '../api';
import { todayInCompany } from '@/shared/format';
import { adminSurveyMessages as m } from '../messages';

const f = m.form;

interface Props {
  survey: AdminSurvey | null;
  audience: { isAudienceAddressed: boolean; users: { userProfileId: number; name: string; email: string }[] };
  saving: boolean;
  onSave(payload: SurveyPayload): void;
}

/**
 * Who the picker starts with: the survey's chosen people, or, for a survey saved without a list ("everyone"),
 * every member the company can address, so that saving it again keeps the same audience.
 */
function chosenUsers(survey: AdminSurvey | null, audience: Props['audience']): number[] {
  if (!survey) return [];
  if (survey.users.length > 0 || !audience.isAudienceAddressed) return survey.users;
  return audience.users.map((u) => u.userProfileId);
}

/** The survey form (spec 002 §5): title without a leading space, a date range from today, the audience. */
export function SurveyForm({ survey, audience, saving, onSave }: Props) {
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
      users: chosenUsers(survey, audience).map(String),
    },
    validate: {
      title: (v) => (!v ? m.required : /^\s/.test(v) ? m.leadingSpace : null),
      startDate: (v) => (!v ? m.required : v !== survey?.startDate && v < today ? m.startBeforeToday : null),
      endDate: (v, values) => (!v ? m.required : v < values.startDate ? m.required : null),
      users: (v) => (audience.isAudienceAddressed && v.length === 0 ? m.audienceRequired : null),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        onSave({
          title: v.title,
          startDate: v.startDate,
          endDate: v.endDate,
          reward: Number(v.reward),
          isAnonymous: v.isAnonymous,
          users: v.users.map(Number),
        }),
      )}
    >
      <Stack>
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
        {audience.isAudienceAddressed ? (
          <MultiSelect
            label={f.audience}
            description={f.audienceHint}
            searchable
            required
            data={audience.users.map((u) => ({
              value: String(u.userProfileId),
              label: `${u.name} (${u.email})`,
            }))}
            {...form.getInputProps('users')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {f.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
