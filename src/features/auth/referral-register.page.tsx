import { useState } from 'react';
import { Button, Container, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import LoginDialog, { type LoginDialogRequest } from './components/login-dialog';
import { authMessages } from './messages';

/**
 * /register/:referralToken (spec 000 §2): opens the registration at once, with the link's token in the
 * payload; the button reopens it if the person closed the modal.
 */
export default function ReferralRegisterPage() {
  const { referralToken } = useParams();
  const [request, setRequest] = useState<LoginDialogRequest>({ mode: 'register' });
  return (
    <Container size="xs" py="xl">
      <Stack align="center">
        <Title order={1}>{authMessages.titles.register}</Title>
        <Button onClick={() => setRequest({ mode: 'register' })}>{authMessages.actions.toRegister}</Button>
      </Stack>
      <LoginDialog request={request} referralToken={referralToken} />
    </Container>
  );
}
