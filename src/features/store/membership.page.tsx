import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/routing';
import { useSession, type LoginResult } from '@/shared/session';
import { storeCalls } from './api';
import { storeMessages } from './messages';

const m = storeMessages.membership;

function loginResultOf(state: unknown): LoginResult | null {
  return state && typeof state === 'object' && 'token' in state ? (state as LoginResult) : null;
}

/**
 * /membership: a member whose login answered '11' pays the membership (the login result arrives as state), or a
 * signed-in person the gateway sent here because the membership is still owed (403 '11').
 */
export default function MembershipPage() {
  const login = loginResultOf(useLocation().state);
  const { signedIn } = useSession();
  const pay = useMutation({
    mutationFn: () => storeCalls.payMembership(login?.token ?? null),
    onSuccess: (data) => window.location.assign(data.redirectUrl),
  });
  return (
    <Stack gap="md" align="start" py="md" maw={640}>
      <Title order={1}>{storeMessages.titles.membership}</Title>
      {login || signedIn ? (
        <>
          <Text>{m.text}</Text>
          {pay.isError ? (
            <Alert color="red" role="alert">
              {m.failed}
            </Alert>
          ) : null}
          <Button loading={pay.isPending || pay.isSuccess} onClick={() => pay.mutate()}>
            {m.pay}
          </Button>
        </>
      ) : (
        <>
          <Text>{m.noLogin}</Text>
          <Button component={Link} to={paths.home}>
            {storeMessages.success.toHome}
          </Button>
        </>
      )}
    </Stack>
  );
}
