import {
  Alert,
  Button,
  Group,
  Menu,
  Pagination,
  Stack,
  Table,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RowButtons } from '@/shared/admin';
import { paths } from '@/shared/routing';
import { AdminCards, audienceTexts, usePhoneLayout, type AdminColumn } from '@/shared/ui';
import { adminUserQueries, type UserListOrder } from './api';
import type { components } from '@openapi/schema';
import { usersMessages as m } from './messages';

const c = m.users.columns;
const sortable: { key: UserListOrder; title: string }[] = [
  { key: 'employeeNo', title: c.employeeNo },
  { key: 'name', title: c.name },
];

type ListedUser = components['schemas']['AdminUserRow'];

const editButton = (u: ListedUser) => (
  <RowButtons
    actions={[{ text: m.edit, label: m.editNamed(u.fullName), to: paths.admin.userDetails(u.userId) }]}
  />
);

/** A person as a phone's card shows them, in the list's order. */
const cardColumns: AdminColumn<ListedUser>[] = [
  { key: 'name', title: c.name, cell: (u) => u.fullName },
  { key: 'employeeNo', title: c.employeeNo, cell: (u) => u.employeeNo ?? '' },
  { key: 'gender', title: c.gender, cell: (u) => u.gender ?? '' },
  { key: 'age', title: c.age, cell: (u) => u.age ?? '' },
  { key: 'seniority', title: c.seniority, cell: (u) => m.users.years(u.seniority) },
  { key: 'branch', title: c.branch, cell: (u) => u.branchOfficeName ?? '' },
  { key: 'group', title: c.group, cell: (u) => u.departmentName ?? '' },
  { key: 'actions', title: m.actions, cell: editButton },
];

/** /admin/users (spec 002 §2): people searchable by name, 20 a page, employee number descending by default. */
export default function UsersPage() {
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [pageIndex, setPageIndex] = useState(1);
  const [orderBy, setOrderBy] = useState<UserListOrder>('employeeNo');
  const [ascending, setAscending] = useState(false);
  const phone = usePhoneLayout();
  const users = useQuery({
    ...adminUserQueries.users({ pageIndex, filter, orderBy, ascending }),
    placeholderData: keepPreviousData,
  });
  const sortBy = (key: UserListOrder) => {
    setAscending(key === orderBy ? !ascending : true);
    setOrderBy(key);
    setPageIndex(1);
  };
  const sortState = (key: UserListOrder) =>
    key === orderBy ? (ascending ? 'ascending' : 'descending') : undefined;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{m.users.title}</Title>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button>{m.users.load}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.admin.userDetails('new')}>
              {m.users.individual}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.admin.bulkLoad}>
              {m.users.bulk}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.admin.invitations}>
              {m.users.invitations}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <TextInput
        label={m.search}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPageIndex(1);
        }}
        maw={420}
      />
      {users.isError ? <Alert color="red">{users.error.message}</Alert> : null}
      {phone ? (
        <AdminCards
          label={m.users.title}
          rows={users.data?.list}
          columns={cardColumns}
          keyOf={(u) => u.userId}
        />
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped aria-label={m.users.title}>
            <Table.Thead>
              <Table.Tr>
                {sortable.map(({ key, title }) => (
                  <Table.Th key={key} scope="col" aria-sort={sortState(key) ?? 'none'}>
                    <UnstyledButton onClick={() => sortBy(key)} aria-label={m.users.sortBy(title)} fw={700}>
                      {title} {key === orderBy ? (ascending ? '▲' : '▼') : ''}
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th scope="col">{c.gender}</Table.Th>
                <Table.Th scope="col">{c.age}</Table.Th>
                <Table.Th scope="col">{c.seniority}</Table.Th>
                <Table.Th scope="col">{c.branch}</Table.Th>
                <Table.Th scope="col">{c.group}</Table.Th>
                <Table.Th scope="col">{m.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data?.list.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>{m.empty}</Table.Td>
                </Table.Tr>
              ) : null}
              {users.data?.list.map((u) => (
                <Table.Tr key={u.userId}>
                  <Table.Td>{u.employeeNo ?? ''}</Table.Td>
                  <Table.Td>{u.fullName}</Table.Td>
                  <Table.Td>{u.gender ?? ''}</Table.Td>
                  <Table.Td>{u.age ?? ''}</Table.Td>
                  <Table.Td>{m.users.years(u.seniority)}</Table.Td>
                  <Table.Td>{u.branchOfficeName ?? ''}</Table.Td>
                  <Table.Td>{u.departmentName ?? ''}</Table.Td>
                  <Table.Td>{editButton(u)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(users.data?.totalPages ?? 0) > 1 ? (
        <Pagination
          total={users.data?.totalPages ?? 1}
          value={pageIndex}
          onChange={setPageIndex}
          aria-label={m.users.pages}
          getItemProps={(page) => ({ 'aria-label': audienceTexts.page(page) })}
          getControlProps={(control) => ({ 'aria-label': audienceTexts.controls[control] })}
        />
      ) : null}
    </Stack>
  );
}
