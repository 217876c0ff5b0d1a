import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useVerifyAccount } from './flows/verify-account.impl';
import { readUserId } from './link-params';
import { authMessages } from './messages';

/** /verify-account?userId=&code= : confirms the account from the e-mail link (spec 000 §2). */
export default function VerifyAccountPage() {
  const [search] = useSearchParams();
  const [snapshot] = useVerifyAccount({ userId: readUserId(search.get('userId')), code: search.get('code') });
  const r = authMessages.results;
  return (
    <Container size="xs" py="xl">
      {snapshot.matches('verifying') ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{authMessages.hints.verifying}</Text>
        </Group>
      ) : (
        <Stack align="center">
          <Title order={1}>{snapshot.matches('verified') ? r.verified : r.verificationFailed}</Title>
          <Button component={Link} to={paths.home}>
            {authMessages.actions.goHome}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
