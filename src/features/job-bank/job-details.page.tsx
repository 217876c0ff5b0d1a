import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { hasRole, Roles } from '@/shared/account';
import { formatDate, formatMoney } from '@/shared/format';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { jobQueries, type Job } from './api';
import { ApplyPanel } from './components/apply-panel';
import { JobActions } from './components/job-actions';
import { useJobServices } from './job-services';
import { jobMessages as m } from './messages';
import { QueryState } from '@/shared/ui';

/** 'Aplicar ahora' for a member who may apply (spec 001 §6): not HR, not the creator, not 'Guardado', not twice. */
function Apply({ job }: { job: Job }) {
  const services = useJobServices();
  const applied = useQuery(jobQueries.applied(services, job.jobId));
  if (applied.data === undefined) return null;
  if (applied.data) return <Text fw={600}>{m.apply.applied}</Text>;
  return <ApplyPanel jobId={job.jobId} />;
}

function Actions({ job }: { job: Job }) {
  const { signedIn, userId, roleName } = useSession();
  if (!signedIn) return null;
  const hr = hasRole(roleName, [Roles.hr]);
  const creator = job.createUser === userId;
  const mayApply = !hr && !creator && job.status === 'Aprobado' && hasRole(roleName, [Roles.member]);
  return (
    <Group gap="sm">
      {hr ? <JobActions job={job} canDecide canManage={false} /> : null}
      {hr || creator ? (
        <Button component={Link} to={paths.candidates(job.jobId)} variant="outline" color="grape.9">
          {m.actions.candidates}
        </Button>
      ) : null}
      {mayApply ? <Apply job={job} /> : null}
    </Group>
  );
}

function JobDetails({ job }: { job: Job }) {
  const j = m.job;
  return (
    <Stack gap="md">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={job.companyImage} alt={j.logoOf(job.companyName)} size="xl" radius="sm" color="grape">
          {job.companyName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere', fontSize: 'clamp(1.5rem, 6vw, 2.125rem)' }}>
            {job.title}
          </Title>
          <Text fw={600}>{job.companyName}</Text>
          <Text c="dimmed" size="sm">
            {j.published} {formatDate(job.publicationDate)}
          </Text>
        </Stack>
      </Group>
      <Actions job={job} />
      <Stack gap={4} component="dl" m={0}>
        {(
          [
            [j.salary, formatMoney(job.salary)],
            [j.location, job.location],
            [j.direction, job.direction],
            [j.email, job.email],
            [j.phone, job.phoneNumber],
            [j.categories, job.jobCategory.map((c) => c.name).join(', ')],
          ] as const
        ).map(([label, value]) => (
          <Group key={label} gap="xs" wrap="wrap">
            <Text component="dt" fw={600}>
              {label}:
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Title order={2} size="h3">
        {j.description}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>
      {job.jobSection.map((s) => (
        <Stack key={s.jobSectionTypeId} gap={4}>
          <Title order={2} size="h3">
            {m.sectionName(s.name)}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{s.description}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** /details-job/{id}: the vacancy, with what the person may do with it. */
export default function JobDetailsPage() {
  const services = useJobServices();
  const id = Number(useParams().id);
  const known = Number.isInteger(id) && id > 0;
  const job = useQuery({ ...jobQueries.job(services, id), enabled: known });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.jobBank} size="sm">
        {m.actions.backToJobs}
      </Anchor>
      {job.data === undefined ? <Title order={1}>{m.job.heading}</Title> : null}
      {known ? (
        <QueryState
          errorTitle={m.errorTitle}
          query={job}
          notFound={{ backTo: paths.jobBank, listName: m.titles.jobBank }}
        >
          {(data) => <JobDetails job={data} />}
        </QueryState>
      ) : (
        <Text>{m.empty.jobs}</Text>
      )}
    </Stack>
  );
}
