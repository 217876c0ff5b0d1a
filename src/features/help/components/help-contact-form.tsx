import { Alert, Button, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHelpContact } from '../flows/help-contact.impl';
import { helpRules, type HelpValues } from '../help-rules';
import { helpMessages as m } from '../messages';

const empty: HelpValues = { name: '', businessName: '', email: '', message: '' };

/** 'Atención a Usuarios' form: what was typed stays after a failure; a sent message clears it. */
export function HelpContactForm() {
  const [state, dispatch] = useHelpContact();
  const form = useForm<HelpValues>({ mode: 'controlled', initialValues: empty, validate: helpRules });
  if (state.matches('sent')) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" role="status" w="100%">
          {m.sent}
        </Alert>
        <Button
          variant="default"
          onClick={() => {
            form.reset();
            dispatch({ type: 'contact.again' });
          }}
        >
          {m.form.again}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      aria-labelledby="help-form-title"
      noValidate
      onSubmit={form.onSubmit((values) =>
        dispatch({
          type: 'contact.submit',
          payload: {
            name: values.name.trim(),
            businessName: values.businessName.trim(),
            email: values.email.trim(),
            message: values.message.trim(),
          },
        }),
      )}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="help-form-title">
          {m.form.heading}
        </Title>
        {state.matches('failed') || state.matches('tooMany') ? (
          <Alert color="red" role="alert">
            {state.matches('tooMany') ? m.tooMany : m.failed}
          </Alert>
        ) : null}
        <TextInput label={m.form.name} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label={m.form.businessName}
          autoComplete="organization"
          {...form.getInputProps('businessName')}
        />
        <TextInput
          label={m.form.email}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Textarea label={m.form.message} withAsterisk rows={5} {...form.getInputProps('message')} />
        <Button type="submit" loading={state.matches('sending')} w="fit-content">
          {m.form.send}
        </Button>
      </Stack>
    </form>
  );
}
