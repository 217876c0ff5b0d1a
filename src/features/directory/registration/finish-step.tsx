import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { directoryMessages } from '../messages';

const r = directoryMessages.registration;

/** Step 4: done, with the links of spec 001 §2 to /directory and /profile. */
export function FinishStep({ editing, cardVerified }: { editing: boolean; cardVerified: boolean }) {
  return (
    <Stack>
      <Title order={2}>{r.doneTitle}</Title>
      <Stack gap={4} role="status">
        <Text fw={700}>{editing ? r.updated : r.added}</Text>
        {cardVerified ? <Text>{directoryMessages.card.verified}</Text> : null}
        <Text>{r.reviewing}</Text>
      </Stack>
      <Group>
        <Anchor component={Link} to={paths.directory}>
          {r.toDirectory}
        </Anchor>
        <Anchor component={Link} to={paths.profile}>
          {r.toProfile}
        </Anchor>
      </Group>
    </Stack>
  );
}
