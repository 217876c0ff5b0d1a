import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailField } from './email-field';
import { authMessages } from '../messages';
import { requiredEmail } from '../validation';

const m = authMessages;

/**
 * Recovery: the address whose password was forgotten, and where the link goes. It asks nothing else: the
 * gateway answers the same for any address (docs/decisions/0214-recovery-modal-in-one-step.md).
 */
export function RecoverEmailForm({
  busy,
  onSubmit,
  onLogin,
}: {
  busy: boolean;
  onSubmit(email: string): void;
  onLogin(): void;
}) {
  const form = useForm({ initialValues: { email: '' }, validate: { email: requiredEmail } });
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))}>
      <Stack>
        <Text size="sm">{m.hints.recoveryWhere}</Text>
        <EmailField autoComplete="email" {...form.getInputProps('email')} />
        <Text size="sm">{m.hints.recoveryHelp}</Text>
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
