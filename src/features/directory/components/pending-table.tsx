import { Badge } from '@mantine/core';
import { AdminTable, type AdminColumn } from '@/shared/ui';
import type { DirectoryItem } from '../api';
import { directoryMessages as m } from '../messages';
import { ModerationActions } from './moderation-actions';

const columns: AdminColumn<DirectoryItem>[] = [
  { key: 'name', title: m.fields.FullName, cell: (i) => i.fullName, sortValue: (i) => i.fullName },
  {
    key: 'category',
    title: m.category,
    cell: (i) => `${i.categoryServiceName ?? ''} · ${i.subCategoryServiceName ?? ''}`,
    sortValue: (i) => i.categoryServiceName,
  },
  { key: 'creator', title: m.creator, cell: (i) => i.createUserName, sortValue: (i) => i.createUserName },
  { key: 'location', title: m.fields.Location, cell: (i) => i.location },
  {
    key: 'card',
    title: m.cardColumn,
    cell: (i) =>
      i.cardStatus === 'verified' ? <Badge color="teal.9">{m.cardVerified}</Badge> : m.cardNotNeeded,
  },
  { key: 'actions', title: m.actions, cell: (i) => <ModerationActions item={i} /> },
];

/** HR's 'Por autorizar': pending entries whose card step is done, to authorize or reject. */
export function PendingTable({ rows }: { rows: DirectoryItem[] | undefined }) {
  return (
    <AdminTable
      label={m.toAuthorize}
      rows={rows}
      columns={columns}
      keyOf={(i) => i.directoryInfoId}
      searchText={(i) => `${i.fullName} ${i.location} ${i.createUserName} ${i.categoryServiceName ?? ''}`}
      minWidth={820}
    />
  );
}
