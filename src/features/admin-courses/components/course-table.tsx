import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type AddAction,
  ConsoleTable,
  dangerAction,
  dateColumn,
  plainColumn,
  sortedColumn,
} from '@/shared/admin';
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
  add: AddAction;
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
  add,
  onEdit,
  onDelete,
}: CourseTableProps) {
  return (
    <ConsoleTable<AdminCourse>
      label={m.title}
      rows={courses}
      columns={[
        sortedColumn('name', c.name, (row) => row.name),
        sortedColumn('type', c.type, (row) => row.courseMediaTypeName),
        plainColumn('description', c.description, (row) => cut(row.description)),
        dateColumn('start', c.start, (row) => row.startDate),
        dateColumn('end', c.end, (row) => row.endDate),
        sortedColumn('reward', c.reward, (row) => row.reward),
        sortedColumn(
          'status',
          c.status,
          (row) => row.active,
          (row) => (
            <Badge color={row.active ? 'teal.9' : 'gray.7'} variant="filled" miw="max-content">
              {row.active ? m.active : m.inactive}
            </Badge>
          ),
        ),
      ]}
      actions={{
        title: c.options,
        of: (row) => [
          { text: m.edit, label: `${m.edit}: ${row.name}`, tone: 'quiet', onClick: () => onEdit(row) },
          dangerAction(m.remove, `${m.remove}: ${row.name}`, row.active, () => onDelete(row)),
        ],
      }}
      keyOf={(row) => row.courseId}
      searchText={(row) => `${row.name} ${row.description}`}
      paging={{ page, totalPages: Math.max(1, totalPages), onChange: onPage }}
      toolbar={toolbar}
      add={add}
      minWidth={900}
    />
  );
}
