import { ActionIcon, Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { formatDate } from '@/shared/format';
import { profileMessages } from '../messages';
import type { DirectoryService } from '../api';
import { EmptyRow } from './empty-row';

const c = profileMessages.columns;
const s = profileMessages.services;
const na = profileMessages.tabs.notAvailable;
/** Status tag colours (spec 000 §2 /profile): 1 warning, 2 success, 3 error, others blue. */
const statusColors: Record<number, string> = { 1: 'yellow', 2: 'green', 3: 'red' };
const REMOVABLE_STATUS = 2;

/** Published services; rows expand to category and subcategory; 'Dar de Baja' only for status 2. */
export function ServicesTable({
  rows,
  removing,
  onRemove,
}: {
  rows: DirectoryService[];
  removing: number | null;
  onRemove(id: number): void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{c.details}</VisuallyHidden>
            </Table.Th>
            {[c.number, c.fullName, c.validity, c.status, c.actions].map((label) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? <EmptyRow columns={6} /> : null}
          {rows.map((row) => {
            const expanded = open === row.directoryInfoId;
            const detailsId = `service-details-${row.directoryInfoId}`;
            return (
              <Fragment key={row.directoryInfoId}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailsId : undefined}
                      aria-label={expanded ? s.hideDetails(row.fullName) : s.showDetails(row.fullName)}
                      onClick={() => setOpen(expanded ? null : row.directoryInfoId)}
                    >
                      {expanded ? '−' : '+'}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{row.directoryInfoId}</Table.Td>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>{row.expirationDate ? formatDate(row.expirationDate) : na}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[row.directoryInfoStatusId] ?? 'blue'} variant="dot" size="lg">
                      {row.directoryInfoStatusName}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {row.directoryInfoStatusId === REMOVABLE_STATUS ? (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        loading={removing === row.directoryInfoId}
                        onClick={() => onRemove(row.directoryInfoId)}
                      >
                        {s.remove}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={detailsId}>
                    <Table.Td />
                    <Table.Td colSpan={5}>
                      {c.category}: {row.categoryServiceName || na} · {c.subcategory}:{' '}
                      {row.subCategoryServiceName || na}
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
