import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasRole, Roles } from '@/shared/account';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { jobQueries } from './api';
import { JobActions } from './components/job-actions';
import { JobCard } from './components/job-card';
import { Paging } from './components/paging';
import { useJobServices } from './job-services';
import { jobMessages as m } from './messages';
import { QueryState } from '@/shared/ui';

/** One of the employer's lists (page size 8): every card offers Editar and Dar de baja, Reactivar or Eliminar. */
function OwnJobs({ userId, active, hr }: { userId: number; active: boolean; hr: boolean }) {
  const services = useJobServices();
  const [page, setPage] = useState(1);
  const jobs = useQuery(jobQueries.mine(services, userId, active, page));
  const titleId = active ? 'active-jobs' : 'inactive-jobs';
  return (
    <Stack component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {active ? m.lists.active : m.lists.inactive}
      </Title>
      <QueryState errorTitle={m.errorTitle} query={jobs}>
        {(data) =>
          data.list.length === 0 ? (
            <Text>{active ? m.empty.active : m.empty.inactive}</Text>
          ) : (
            <Stack>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {data.list.map((job) => (
                  <JobCard key={`${job.jobId}-${job.status}-${job.active}`} job={job}>
                    <JobActions job={job} canDecide={hr} canManage />
                    <Button
                      component={Link}
                      to={paths.candidates(job.jobId)}
                      size="xs"
                      variant="outline"
                      color="grape.9"
                    >
                      {m.actions.candidates}
                    </Button>
                  </JobCard>
                ))}
              </SimpleGrid>
              <Paging total={data.totalPages} value={page} onChange={setPage} />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** /jobs-published ('Mis empleos'): the signed-in person's active and inactive jobs. */
export default function JobsPublishedPage() {
  const { signedIn, userId, roleName } = useSession();
  const hr = hasRole(roleName, [Roles.hr]);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{m.titles.published}</Title>
        <Button component={Link} to={paths.registerJob} color="grape.9">
          {m.actions.publish}
        </Button>
      </Group>
      {signedIn && userId !== null ? (
        <>
          <OwnJobs userId={userId} active hr={hr} />
          <OwnJobs userId={userId} active={false} hr={hr} />
        </>
      ) : (
        <Text>{m.empty.records}</Text>
      )}
    </Stack>
  );
}
