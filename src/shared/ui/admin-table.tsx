import { Group, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { usePhoneLayout } from './use-phone-layout';
import { useMemo, useState, type ReactNode } from 'react';
import { AdminCards } from './admin-cards';
import { uiMessages as m } from './messages';

export interface AdminColumn<T> {
  key: string;
  title: string;
  cell(row: T): ReactNode;
  /** The value the column sorts by; a column without it does not sort. */
  sortValue?(row: T): string | number | boolean | null;
}

/** Pages the server cuts: the table shows `rows` as they come and asks for another page. */
interface ServerPaging {
  page: number;
  totalPages: number;
  onChange(page: number): void;
}

export interface AdminTableProps<T> {
  /** The table's accessible name (and the name of its scroll region). */
  label: string;
  rows: readonly T[] | undefined;
  columns: AdminColumn<T>[];
  keyOf(row: T): string | number;
  /** The text a row is found by; with it the table shows a search box (case- and accent-insensitive). */
  searchText?(row: T): string;
  /** Rows per page when the table pages by itself (10 by default). */
  pageSize?: number;
  paging?: ServerPaging;
  /** Buttons and filters shown beside the search box, such as 'Agregar'. */
  toolbar?: ReactNode;
  /** The table's width below which it scrolls inside its region; below 768 px the rows are cards instead. */
  minWidth?: number;
}

type Sort = { key: string; direction: 'ascending' | 'descending' };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function compare(a: string | number | boolean | null, b: string | number | boolean | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'es-MX');
  return a < b ? -1 : 1;
}

/**
 * The admin list of every area: search, sortable headers (aria-sort), paging by itself or by the server,
 * 'Sin registros' when empty. Below 768 px the rows are cards, so no column or button is off screen.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { label, rows, columns, keyOf, searchText, paging, toolbar, minWidth = 640 } = props;
  const phone = usePhoneLayout();
  const pageSize = props.pageSize ?? 10;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);

  const shown = useMemo(() => {
    const folded = fold(query.trim());
    let list = [...(rows ?? [])];
    if (searchText && folded) list = list.filter((row) => fold(searchText(row)).includes(folded));
    const column = sort && columns.find((c) => c.key === sort.key);
    if (sort && column?.sortValue) {
      const value = column.sortValue;
      const sign = sort.direction === 'ascending' ? 1 : -1;
      list.sort((a, b) => sign * compare(value(a), value(b)));
    }
    return list;
  }, [rows, query, searchText, sort, columns]);

  const totalPages = paging ? paging.totalPages : Math.max(1, Math.ceil(shown.length / pageSize));
  const current = paging ? paging.page : Math.min(page, totalPages);
  const visible = paging ? shown : shown.slice((current - 1) * pageSize, current * pageSize);

  const toggle = (key: string) =>
    setSort((s) =>
      s?.key === key && s.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  return (
    <Stack gap="sm">
      {searchText || toolbar ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          {searchText ? (
            <TextInput
              type="search"
              label={m.search}
              value={query}
              onChange={(e) => {
                setQuery(e.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 280 }}
            />
          ) : null}
          {toolbar ? <Group gap="xs">{toolbar}</Group> : null}
        </Group>
      ) : null}
      {phone ? (
        <AdminCards label={label} rows={rows && visible} columns={columns} keyOf={keyOf} />
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover aria-label={label} aria-busy={rows === undefined}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th
                    key={c.key}
                    scope="col"
                    aria-sort={c.sortValue ? (sort?.key === c.key ? sort.direction : 'none') : undefined}
                  >
                    {c.sortValue ? (
                      <UnstyledButton onClick={() => toggle(c.key)} aria-label={m.sortBy(c.title)} fw={700}>
                        {c.title}{' '}
                        <span aria-hidden="true">
                          {sort?.key === c.key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </span>
                      </UnstyledButton>
                    ) : (
                      c.title
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows === undefined || visible.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text size="sm">{rows === undefined ? m.loading : m.empty}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                visible.map((row) => (
                  <Table.Tr key={keyOf(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {totalPages > 1 ? (
        <Pagination
          total={totalPages}
          value={current}
          onChange={paging ? paging.onChange : setPage}
          getItemProps={(n) => ({ 'aria-label': m.page(n) })}
          getControlProps={(control) => ({ 'aria-label': m.pageControls[control] })}
          aria-label={m.pages}
        />
      ) : null}
    </Stack>
  );
}
