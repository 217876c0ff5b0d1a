import { Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { hasRole, Roles } from '@/shared/account';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { previewItems, VisitorBlocker } from '@/shared/ui';
import { jobQueries, type JobSearch } from './api';
import { JobCard } from './components/job-card';
import { JobFilters } from './components/job-filters';
import { Paging } from './components/paging';
import { useJobServices } from './job-services';
import { jobMessages as m } from './messages';
import { QueryState } from '@/shared/ui';

function MemberActions({ hr }: { hr: boolean }) {
  const services = useJobServices();
  const pending = useQuery({ ...jobQueries.toApprove(services, 1), enabled: hr });
  return (
    <Group gap="xs">
      <Button component={Link} to={paths.jobsPublished} variant="outline" color="grape.9">
        {m.actions.myJobs}
      </Button>
      <Button component={Link} to={paths.registerJob} color="grape.9">
        {m.actions.publish}
      </Button>
      {hr ? (
        <Button
          component={Link}
          to={paths.listNewJobs}
          variant="outline"
          color="grape.9"
          rightSection={
            <Badge
              color="red.9"
              size="sm"
              circle
              aria-label={m.actions.pending(pending.data?.totalCount ?? 0)}
            >
              {pending.data?.totalCount ?? 0}
            </Badge>
          }
        >
          {m.actions.authorize}
        </Button>
      ) : null}
    </Group>
  );
}

/** /job-bank: approved vacancies with search, sort and pages for members, a preview for visitors. */
export default function JobBankPage() {
  const services = useJobServices();
  const { signedIn, roleName } = useSession();
  const [search, setSearch] = useState<JobSearch>({ pageIndex: 1, orderBy: 'date' });
  const jobs = useQuery(jobQueries.list(services, search));
  const categories = useQuery({ ...jobQueries.categories(services), enabled: signedIn });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={1}>{m.titles.jobBank}</Title>
          {jobs.data ? <Text c="dimmed">{m.count(jobs.data.totalCount)}</Text> : null}
        </Stack>
        {signedIn ? <MemberActions hr={hasRole(roleName, [Roles.hr])} /> : null}
      </Group>
      {signedIn ? (
        <JobFilters categories={categories.data ?? []} search={search} onSearch={setSearch} />
      ) : null}
      <QueryState errorTitle={m.errorTitle} query={jobs}>
        {(page) =>
          page.list.length === 0 ? (
            <Text>{m.empty.jobs}</Text>
          ) : (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {previewItems(page.list, signedIn).map((job) => (
                  <JobCard key={job.jobId} job={job} />
                ))}
              </SimpleGrid>
              {signedIn ? (
                <Paging
                  total={page.totalPages}
                  value={search.pageIndex}
                  onChange={(pageIndex) => setSearch({ ...search, pageIndex })}
                />
              ) : (
                <VisitorBlocker />
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
