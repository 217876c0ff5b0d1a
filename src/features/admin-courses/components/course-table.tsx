import { Badge, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format';
import { AdminTable, type AdminColumn } from '@/shared/ui';
import type { AdminCourse } from '../api';
import { adminCourseMessages as m } from '../messages';

/** Descriptions are cut at 80 characters in the list (spec 002 §9). */
const DESCRIPTION_MAX = 80;
const cut = (text: string) => (text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}…` : text);
const c = m.columns;

interface CourseTableProps {
  courses: AdminCourse[] | undefined;
  page: number;
  totalPages: number;
  onPage(page: number): void;
  toolbar: ReactNode;
  onEdit(course: AdminCourse): void;
  onDelete(course: AdminCourse): void;
}

/** The billboard posts, 10 per page from the server; delete is disabled once a post is inactive (spec 002 §4). */
export function CourseTable({
  courses,
  page,
  totalPages,
  onPage,
  toolbar,
  onEdit,
  onDelete,
}: CourseTableProps) {
  const columns: AdminColumn<AdminCourse>[] = [
    { key: 'name', title: c.name, cell: (row) => row.name, sortValue: (row) => row.name },
    {
      key: 'type',
      title: c.type,
      cell: (row) => row.courseMediaTypeName,
      sortValue: (row) => row.courseMediaTypeName,
    },
    { key: 'description', title: c.description, cell: (row) => cut(row.description) },
    {
      key: 'start',
      title: c.start,
      cell: (row) => formatDate(row.startDate),
      sortValue: (row) => row.startDate,
    },
    { key: 'end', title: c.end, cell: (row) => formatDate(row.endDate), sortValue: (row) => row.endDate },
    { key: 'reward', title: c.reward, cell: (row) => row.reward, sortValue: (row) => row.reward },
    {
      key: 'status',
      title: c.status,
      sortValue: (row) => row.active,
      cell: (row) => (
        <Badge color={row.active ? 'teal.9' : 'gray.7'} variant="filled" miw="max-content">
          {row.active ? m.active : m.inactive}
        </Badge>
      ),
    },
    {
      key: 'options',
      title: c.options,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => onEdit(row)}
            aria-label={`${m.edit}: ${row.name}`}
          >
            {m.edit}
          </Button>
          <Button
            size="xs"
            color="red.9"
            disabled={!row.active}
            onClick={() => onDelete(row)}
            aria-label={`${m.remove}: ${row.name}`}
          >
            {m.remove}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <AdminTable
      label={m.title}
      rows={courses}
      columns={columns}
      keyOf={(row) => row.courseId}
      searchText={(row) => `${row.name} ${row.description}`}
      paging={{ page, totalPages: Math.max(1, totalPages), onChange: onPage }}
      toolbar={toolbar}
      minWidth={900}
    />
  );
}
