import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { PasswordFields } from './components/password-fields';
import { useResetPassword } from './flows/reset-password.impl';
import { authMessages } from './messages';
import { confirmation, newPassword } from './validation';

const m = authMessages;

/** /reset-password?email=&code= : sets a new password from the e-mail link (spec 000 §2). */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const [snapshot, send] = useResetPassword({ email: search.get('email'), code: search.get('code') });
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: newPassword,
      confirmPassword: (value, values) => confirmation(value, values.password),
    },
  });

  if (snapshot.matches('changed') || snapshot.matches('notChanged')) {
    const changed = snapshot.matches('changed');
    return (
      <Container size="xs" py="xl">
        <Stack align="center">
          <Title order={1}>{changed ? m.results.passwordChanged : m.results.passwordNotChanged}</Title>
          <Button onClick={() => send({ type: 'result.dismiss' })}>
            {changed ? m.actions.accept : m.actions.backToForm}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="xs" py="xl">
      <form noValidate onSubmit={form.onSubmit((values) => send({ type: 'reset.submit', ...values }))}>
        <Stack>
          <Title order={1}>{m.titles.recover}</Title>
          {snapshot.context.linkIncomplete ? (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm" c="dark">
                {m.results.incompleteResetLink}
              </Text>
            </Alert>
          ) : null}
          <PasswordFields
            passwordLabel={m.fields.newPassword}
            values={form.values}
            errors={form.errors}
            onChange={form.setFieldValue}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'reset.cancel' })}>
              {m.actions.cancel}
            </Button>
            <Button type="submit" loading={snapshot.matches('saving')}>
              {m.actions.savePassword}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
