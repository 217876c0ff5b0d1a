import { useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { invitationQuery } from './api';
import LoginDialog, { type LoginDialogRequest } from './components/login-dialog';
import { authMessages } from './messages';
import { useAuthServices } from './use-auth-services';

const c = authMessages.community;

/**
 * /register/:referralToken (spec 000 §2): opens the registration at once, with the link's token in the
 * payload and the community it joins on the form (docs/decisions/0261); the button reopens it if the person
 * closed the modal.
 */
export default function ReferralRegisterPage() {
  const { referralToken = '' } = useParams();
  const [request, setRequest] = useState<LoginDialogRequest>({ mode: 'register' });
  const invitation = useQuery(invitationQuery(useAuthServices(), referralToken));
  // A failed check says nothing of the link: the general rule stands, and the gateway decides on submit.
  const note = invitation.isPending
    ? c.checking
    : invitation.isError
      ? c.general
      : invitation.data
        ? c.invited(invitation.data)
        : c.invalidInvitation;
  return (
    <Container size="xs" py="xl">
      <Stack align="center">
        <Title order={1}>{authMessages.titles.register}</Title>
        <Text ta="center">{note}</Text>
        <Button onClick={() => setRequest({ mode: 'register' })}>{authMessages.actions.toRegister}</Button>
      </Stack>
      <LoginDialog request={request} referral={{ token: referralToken, note }} />
    </Container>
  );
}
