import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RecoveryDetails } from '../../../../machines/login-modal.machine';
import { authMessages } from '../messages';
import { adultBirthday, latestAdultBirthday, requiredEmail } from '../validation';

const m = authMessages;

interface StepProps<T> {
  busy: boolean;
  onSubmit(value: T): void;
  onLogin(): void;
}

/** First step of recovery: the address whose password was forgotten. */
export function RecoverEmailForm({ busy, onSubmit, onLogin }: StepProps<string>) {
  const form = useForm({ initialValues: { email: '' }, validate: { email: requiredEmail } });
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))}>
      <Stack>
        <TextInput
          label={m.fields.email}
          type="email"
          autoComplete="email"
          data-autofocus
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={busy}>
          {m.actions.continue}
        </Button>
        <Button variant="subtle" onClick={onLogin} disabled={busy}>
          {m.actions.toLogin}
        </Button>
      </Stack>
    </form>
  );
}

/** Second step for a non-corporate user without an additional e-mail (spec 000 §4, §5). */
export function RecoveryDetailsForm({ busy, onSubmit, onLogin }: StepProps<RecoveryDetails>) {
  const form = useForm({
    initialValues: { birthday: '', additionalEmail: '' },
    validate: { birthday: (value) => adultBirthday(value), additionalEmail: requiredEmail },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => onSubmit({ ...v, additionalEmail: v.additionalEmail.trim() }))}
    >
      <Stack>
        <Text size="sm">{m.hints.recoveryDetails}</Text>
        <TextInput
          label={m.fields.birthday}
          type="date"
          max={latestAdultBirthday()}
          data-autofocus
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('birthday')}
        />
        <TextInput
          label={m.fields.additionalEmail}
          type="email"
          autoComplete="email"
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('additionalEmail')}
        />
        <Button type="submit" loading={busy}>
          {m.actions.sendLink}
        </Button>
        <Button variant="subtle" onClick={onLogin} disabled={busy}>
          {m.actions.toLogin}
        </Button>
      </Stack>
    </form>
  );
}
