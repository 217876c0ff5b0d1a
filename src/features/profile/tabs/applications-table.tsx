import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { paths } from '@/shared/routing';
import { profileMessages } from '../messages';
import type { Postulation } from '../api';
import { EmptyRow } from './empty-row';

const c = profileMessages.columns;

/** My applications: job id, title, location, category, company and application date. */
export function ApplicationsTable({ rows }: { rows: Postulation[] }) {
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
              <Table.Td>
                <Anchor component={Link} to={paths.jobDetails(row.jobId)}>
                  {row.jobTitle}
                </Anchor>
              </Table.Td>
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
