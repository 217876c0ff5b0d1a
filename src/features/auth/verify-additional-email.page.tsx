import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useVerifyAdditionalEmail } from './flows/verify-additional-email.impl';
import { readUserId } from './link-params';
import { authMessages } from './messages';

/**
 * /verify-additional-email?userId=&code= : the link mailed to a new additional e-mail; opening it is what
 * makes the address the member's recovery address (docs/decisions/0213-verified-additional-email.md).
 */
export default function VerifyAdditionalEmailPage() {
  const [search] = useSearchParams();
  const [snapshot] = useVerifyAdditionalEmail({
    userId: readUserId(search.get('userId')),
    code: search.get('code'),
  });
  const r = authMessages.results;
  const confirmed = snapshot.matches('confirmed');
  return (
    <Container size="xs" py="xl">
      {snapshot.matches('confirming') ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{authMessages.hints.confirmingAdditionalEmail}</Text>
        </Group>
      ) : (
        <Stack align="center">
          <Title order={1}>{confirmed ? r.additionalEmailConfirmed : r.additionalEmailFailed}</Title>
          <Text ta="center">
            {confirmed ? r.additionalEmailConfirmedDetail : r.additionalEmailFailedDetail}
          </Text>
          <Button component={Link} to={paths.home}>
            {authMessages.actions.goHome}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
