import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { authMessages } from '../messages';

interface LinkOutcomeProps {
  /** While the gateway checks the link: this text beside a spinner. */
  pending: string | null;
  title: string;
  detail?: string;
}

/** What a page opened from a mailed link shows: the check under way, then its outcome and the way home. */
export function LinkOutcome({ pending, title, detail }: LinkOutcomeProps) {
  return (
    <Container size="xs" py="xl">
      {pending !== null ? (
        <Group role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{pending}</Text>
        </Group>
      ) : (
        <Stack align="center">
          <Title order={1}>{title}</Title>
          {detail ? <Text ta="center">{detail}</Text> : null}
          <Button component={Link} to={paths.home}>
            {authMessages.actions.goHome}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
