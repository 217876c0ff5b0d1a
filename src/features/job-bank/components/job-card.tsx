import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@/shared/format';
import { paths } from '@/shared/routing';
import type { Job } from '../api';
import { jobMessages as m } from '../messages';

/** Company names are cut at 20 characters on cards (spec 001 §9). */
const COMPANY_LIMIT = 20;
const cut = (text: string) => (text.length > COMPANY_LIMIT ? `${text.slice(0, COMPANY_LIMIT)}…` : text);

/** A vacancy in a list: logo, title (a link to the detail), company, place, salary and date. */
export function JobCard({
  job,
  showStatus,
  children,
}: {
  job: Job;
  showStatus?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`job-${job.jobId}`}>
      <Group wrap="nowrap" align="flex-start">
        <Avatar
          src={job.companyImage}
          alt={m.job.logoOf(job.companyName)}
          radius="sm"
          size="lg"
          color="grape"
        >
          {job.companyName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.jobDetails(job.jobId)} fw={700} id={`job-${job.jobId}`}>
            {job.title}
          </Anchor>
          <Text size="sm">{cut(job.companyName)}</Text>
          <Text size="sm" c="dimmed">
            {job.location} · {formatDate(job.publicationDate)}
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(job.salary)}
          </Text>
          {showStatus ? (
            <Badge variant="outline" color={job.status === 'Rechazado' ? 'red.9' : 'grape.9'}>
              {m.status[job.status]}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      {children ? (
        <Group mt="sm" gap="xs">
          {children}
        </Group>
      ) : null}
    </Card>
  );
}
