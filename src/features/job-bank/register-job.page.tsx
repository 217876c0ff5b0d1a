import { Stack, Title } from '@mantine/core';
import { useSession } from '@/shared/session';
import { VisitorBlocker } from '@/shared/ui';
import { JobFormFlow } from './components/job-form-flow';
import { jobMessages as m } from './messages';

/** /register-job: the two-step registration for any signed-in person (spec 001 §1, §6). */
export default function RegisterJobPage() {
  const { signedIn } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{m.titles.register}</Title>
      {signedIn ? <JobFormFlow job={null} /> : <VisitorBlocker />}
    </Stack>
  );
}
