import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { AdminCards, usePhoneLayout, type AdminColumn } from '@/shared/ui';
import { paths } from '@/shared/routing';
import { profileMessages } from '../messages';
import type { DirectoryService } from '../api';
import { EmptyRow } from './empty-row';

const c = profileMessages.columns;
const s = profileMessages.services;
const na = profileMessages.tabs.notAvailable;
/** Status tag colours (spec 000 §2 /profile): 1 warning, 2 success, 3 error, others blue. */
const statusColors: Record<number, string> = { 1: 'yellow', 2: 'green', 3: 'red' };
const PENDING_STATUS = 1;
const AUTHORIZED_STATUS = 2;
const CARD_STUCK = ['missing', 'tokenized', 'rejected'];

/** A pending entry whose card step is not done never reaches HR (docs/decisions/0195). */
const stuckAtCard = (row: DirectoryService) =>
  row.directoryInfoStatusId === PENDING_STATUS && CARD_STUCK.includes(row.cardStatus);

interface RowActions {
  removing: number | null;
  onRemove(id: number): void;
}

const validity = (row: DirectoryService) => (row.expirationDate ? formatDate(row.expirationDate) : na);

function StatusCell({ row }: { row: DirectoryService }) {
  const stuck = stuckAtCard(row);
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={statusColors[row.directoryInfoStatusId] ?? 'blue'} variant="dot" size="lg">
        {row.directoryInfoStatusName}
      </Badge>
      {stuck ? (
        <Text size="sm" c={row.cardStatus === 'rejected' ? 'red.9' : 'dark.7'}>
          {row.cardStatus === 'rejected' ? s.cardRejected : s.cardPending}
        </Text>
      ) : null}
    </Stack>
  );
}

function ActionsCell({ row, removing, onRemove }: { row: DirectoryService } & RowActions) {
  const stuck = stuckAtCard(row);
  return (
    <Group gap="xs">
      {stuck ? (
        <Anchor component={Link} to={paths.registerService(row.directoryInfoId)} size="sm">
          {row.cardStatus === 'rejected' ? s.retryCard : s.completeCard}
        </Anchor>
      ) : null}
      {stuck || row.directoryInfoStatusId === AUTHORIZED_STATUS ? (
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
    </Group>
  );
}

/** The services as a phone's cards show them: the row's details are in the card, not behind an expander. */
const cardColumns = (actions: RowActions): AdminColumn<DirectoryService>[] => [
  { key: 'fullName', title: c.fullName, cell: (row) => row.fullName },
  { key: 'number', title: c.number, cell: (row) => row.directoryInfoId },
  { key: 'validity', title: c.validity, cell: validity },
  { key: 'status', title: c.status, cell: (row) => <StatusCell row={row} /> },
  { key: 'category', title: c.category, cell: (row) => row.categoryServiceName || na },
  { key: 'subcategory', title: c.subcategory, cell: (row) => row.subCategoryServiceName || na },
  { key: 'actions', title: c.actions, cell: (row) => <ActionsCell row={row} {...actions} /> },
];

/**
 * Published services; rows expand to category and subcategory. 'Dar de Baja' for authorized entries and for
 * pending ones stuck at their card step, which also say so and link to the card's retry. Cards on a phone.
 */
export function ServicesTable({ rows, removing, onRemove }: { rows: DirectoryService[] } & RowActions) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState<number | null>(null);
  if (phone)
    return (
      <AdminCards
        label={profileMessages.tabs.services}
        rows={rows}
        columns={cardColumns({ removing, onRemove })}
        keyOf={(row) => row.directoryInfoId}
      />
    );
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
                  <Table.Td>{validity(row)}</Table.Td>
                  <Table.Td>
                    <StatusCell row={row} />
                  </Table.Td>
                  <Table.Td>
                    <ActionsCell row={row} removing={removing} onRemove={onRemove} />
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
