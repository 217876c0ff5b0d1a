import { Button, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { ApiError, TOO_MANY_ATTEMPTS } from '@/api/api-error';
import { contactMessages } from './contact-messages';
import { sendContact } from './send-contact';
import { useContactFields } from './use-contact-fields';
import { appMessages as t } from '../../../messages';

/** Footer contact form: what was typed stays on failure, the form clears after a sent message. */
export function ContactForm() {
  const form = useContactFields();
  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: contactMessages.sent });
    },
    onError: (error) => {
      const tooMany = error instanceof ApiError && error.responseCode === TOO_MANY_ATTEMPTS;
      notifications.show({
        color: 'red',
        message: tooMany ? contactMessages.tooMany : contactMessages.failed,
      });
    },
  });
  return (
    <form
      aria-labelledby="contacto-titulo"
      noValidate
      onSubmit={form.onSubmit((values) => send.mutate(values))}
    >
      <Stack gap="sm">
        <Title order={2} id="contacto-titulo" size="h3">
          {t.footer.contact.title}
        </Title>
        <TextInput
          label={t.footer.contact.subject}
          withAsterisk
          autoComplete="off"
          {...form.field('subject')}
        />
        <TextInput
          label={t.footer.contact.email}
          type="email"
          withAsterisk
          autoComplete="email"
          {...form.field('email')}
        />
        <Textarea label={t.footer.contact.message} withAsterisk rows={4} {...form.field('textMessage')} />
        <Button type="submit" loading={send.isPending} w="fit-content">
          {t.footer.contact.send}
        </Button>
      </Stack>
    </form>
  );
}
