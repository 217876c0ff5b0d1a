import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { jobMessages as m } from './messages';

/** /applicant-sent: the application went out (spec 001 §2, §8). */
export default function ApplicantSentPage() {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{m.apply.sent}</Title>
      <Text>{m.apply.inbox}</Text>
      <Text>{m.apply.company}</Text>
      <Text>{m.apply.twoWeeks}</Text>
      <Button component={Link} to={paths.jobBank} color="grape.9">
        {m.actions.backToJobs}
      </Button>
    </Stack>
  );
}
