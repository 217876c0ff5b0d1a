import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
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

/**
 * Published services; rows expand to category and subcategory. 'Dar de Baja' for authorized entries and for
 * pending ones stuck at their card step, which also say so and link to the card's retry.
 */
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
            const stuck = stuckAtCard(row);
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
                    <Stack gap={4} align="flex-start">
                      <Badge
                        color={statusColors[row.directoryInfoStatusId] ?? 'blue'}
                        variant="dot"
                        size="lg"
                      >
                        {row.directoryInfoStatusName}
                      </Badge>
                      {stuck ? (
                        <Text size="sm" c={row.cardStatus === 'rejected' ? 'red.9' : 'dark.7'}>
                          {row.cardStatus === 'rejected' ? s.cardRejected : s.cardPending}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
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
