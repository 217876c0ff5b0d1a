import { Button, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginCredentials } from '../../../../machines/login-modal.types';
import { EmailField } from './email-field';
import { authMessages } from '../messages';
import { required, requiredEmail } from '../validation';

interface LoginFormProps {
  busy: boolean;
  onSubmit(credentials: LoginCredentials): void;
  onGoogle(): void;
  onApple(): void;
  onRegister(): void;
  onRecover(): void;
}

export function LoginForm({ busy, onSubmit, onGoogle, onApple, onRegister, onRecover }: LoginFormProps) {
  const m = authMessages;
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: { username: requiredEmail, password: required },
  });
  return (
    <Stack>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => onSubmit({ ...values, username: values.username.trim() }))}
      >
        <Stack>
          <EmailField autoComplete="username" {...form.getInputProps('username')} />
          <PasswordInput
            label={m.fields.password}
            autoComplete="current-password"
            errorProps={{ role: 'alert' }}
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={busy}>
            {m.actions.signIn}
          </Button>
        </Stack>
      </form>
      <Button variant="subtle" onClick={onRecover} disabled={busy}>
        {m.actions.toRecover}
      </Button>
      <Divider label={m.hints.or} labelPosition="center" />
      <Stack gap="xs">
        <Button variant="default" onClick={onGoogle} disabled={busy}>
          {m.actions.google}
        </Button>
        <Button variant="default" onClick={onApple} disabled={busy}>
          {m.actions.apple}
        </Button>
      </Stack>
      <Group justify="center" gap="xs">
        <Text size="sm">{m.hints.noAccount}</Text>
        <Button variant="subtle" size="compact-sm" onClick={onRegister} disabled={busy}>
          {m.actions.toRegister}
        </Button>
      </Group>
    </Stack>
  );
}
