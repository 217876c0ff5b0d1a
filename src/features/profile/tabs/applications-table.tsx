import { Anchor, Table } from '@mantine/core';
import { AdminCards, usePhoneLayout, type AdminColumn } from '@/shared/ui';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { profileMessages } from '../messages';
import type { Postulation } from '../api';
import { EmptyRow } from './empty-row';

const c = profileMessages.columns;

const jobLink = (row: Postulation) => (
  <Anchor component={Link} to={paths.jobDetails(row.jobId)}>
    {row.jobTitle}
  </Anchor>
);

/** The applications as a phone's cards show them. */
const cardColumns: AdminColumn<Postulation>[] = [
  { key: 'title', title: c.title, cell: jobLink },
  { key: 'jobId', title: c.jobId, cell: (row) => row.jobId },
  { key: 'location', title: c.location, cell: (row) => row.jobLocation },
  { key: 'category', title: c.category, cell: (row) => row.jobCategory },
  { key: 'company', title: c.company, cell: (row) => row.jobCompanyName },
  { key: 'applied', title: c.applied, cell: (row) => formatDate(row.postulationDate) },
];

/** My applications: job id, title, location, category, company and application date; cards on a phone. */
export function ApplicationsTable({ rows }: { rows: Postulation[] }) {
  const phone = usePhoneLayout();
  if (phone)
    return (
      <AdminCards
        label={profileMessages.tabs.applications}
        rows={rows}
        columns={cardColumns}
        keyOf={(r) => r.jobId}
      />
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {[c.jobId, c.title, c.location, c.category, c.company, c.applied].map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow columns={6} /> : null}
          {rows.map((row) => (
            <Table.Tr key={row.jobId}>
              <Table.Td>{row.jobId}</Table.Td>
              <Table.Td>{jobLink(row)}</Table.Td>
              <Table.Td>{row.jobLocation}</Table.Td>
              <Table.Td>{row.jobCategory}</Table.Td>
              <Table.Td>{row.jobCompanyName}</Table.Td>
              <Table.Td>{formatDate(row.postulationDate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
