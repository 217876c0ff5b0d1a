import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasRole, Roles } from '@/shared/account';
import { useSession } from '@/shared/session';
import { jobQueries } from './api';
import { JobActions } from './components/job-actions';
import { JobCard } from './components/job-card';
import { Paging } from './components/paging';
import { useJobServices } from './job-services';
import { jobMessages as m } from './messages';
import { QueryState } from '@/shared/ui';

function Pending() {
  const services = useJobServices();
  const [page, setPage] = useState(1);
  const jobs = useQuery(jobQueries.toApprove(services, page));
  return (
    <QueryState errorTitle={m.errorTitle} query={jobs}>
      {(data) =>
        data.list.length === 0 ? (
          <Text>{m.empty.records}</Text>
        ) : (
          <Stack>
            <Text c="dimmed">{m.actions.pending(data.totalCount)}</Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.list.map((job) => (
                <JobCard key={job.jobId} job={job}>
                  <JobActions job={job} canDecide canManage={false} />
                </JobCard>
              ))}
            </SimpleGrid>
            <Paging total={data.totalPages} value={page} onChange={setPage} />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** /list-new-jobs: vacancies awaiting approval, for Human Resources (page size 8). */
export default function ListNewJobsPage() {
  const { roleName } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{m.titles.toApprove}</Title>
      {hasRole(roleName, [Roles.hr]) ? <Pending /> : <Text>{m.empty.records}</Text>}
    </Stack>
  );
}
