import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { VisitorBlocker } from '@/shared/ui';
import { jobQueries } from './api';
import { JobFormFlow } from './components/job-form-flow';
import { useJobServices } from './job-services';
import { jobMessages as m } from './messages';
import { QueryState } from '@/shared/ui';

/** /edit-job/{id}: the two-step form filled with the job (its creator or HR). */
export default function EditJobPage() {
  const services = useJobServices();
  const { signedIn } = useSession();
  const id = Number(useParams().id);
  const job = useQuery({ ...jobQueries.job(services, id), staleTime: Infinity, enabled: signedIn });
  return (
    <Stack gap="lg">
      <Title order={1}>{m.titles.edit}</Title>
      {signedIn ? (
        <QueryState
          errorTitle={m.errorTitle}
          query={job}
          notFound={{ backTo: paths.jobsPublished, listName: m.titles.published }}
        >
          {(data) => <JobFormFlow job={data} />}
        </QueryState>
      ) : (
        <VisitorBlocker />
      )}
    </Stack>
  );
}
