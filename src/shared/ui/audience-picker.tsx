import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '@/api/client';
import { unwrap } from '@/api/envelope';
import { audienceTexts } from './messages';

/** The picker's page size (spec 002 §7 Users). */
const AUDIENCE_PAGE_SIZE = 10;

interface Filter {
  departments: string;
  jobRoleId: number;
  branchOfficeId: number;
}

const audienceKeys = {
  catalogs: () => ({
    queryKey: ['audience', 'catalogs'],
    queryFn: () => unwrap(api.GET('/BackOffice/UserProfileCatalogs')),
    staleTime: 60_000,
  }),
  page: (filter: Filter, pageIndex: number) => ({
    queryKey: ['audience', 'page', filter, pageIndex],
    queryFn: () =>
      unwrap(
        api.GET(
          '/backoffice/UserProfile/GetByFilterPage/{departments}/{jobRoleId}/{branchOfficeId}/{pageIndex}/{pageCount}',
          { params: { path: { ...filter, pageIndex, pageCount: AUDIENCE_PAGE_SIZE } } },
        ),
      ),
  }),
  all: (filter: Filter) => ({
    queryKey: ['audience', 'all', filter],
    queryFn: () =>
      unwrap(
        api.GET('/backoffice/UserProfile/GetByFilter/{departments}/{jobRoleId}/{branchOfficeId}', {
          params: { path: filter },
        }),
      ),
  }),
};

const options = (items: { value: number; label: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.value), label: i.label }));

/**
 * The one audience picker of every area: people filtered by groups, job role and branch, 10 a page, each
 * chosen with a check box or all of a filter at once. `value` holds the chosen people's ids (none when
 * absent); a form's `getInputProps` for that list can be spread on it.
 */
export function AudiencePicker({
  value = [],
  onChange,
  error,
}: {
  value?: number[];
  onChange(ids: number[]): void;
  error?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const catalogs = useQuery(audienceKeys.catalogs());
  const [groups, setGroups] = useState<string[]>([]);
  const [jobRole, setJobRole] = useState<string | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const filter: Filter = {
    departments: groups.length > 0 ? groups.join(',') : '0',
    jobRoleId: Number(jobRole ?? 0),
    branchOfficeId: Number(branch ?? 0),
  };
  const page = useQuery({ ...audienceKeys.page(filter, pageIndex), placeholderData: keepPreviousData });
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((chosenId) => chosenId !== id));
  const addAll = async () => {
    const everyone = await queryClient.fetchQuery(audienceKeys.all(filter));
    onChange([...new Set([...value, ...everyone.map((u) => u.userProfileId)])]);
  };
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageIndex(1);
    };

  return (
    <Stack component="fieldset" gap="sm" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600}>
        {audienceTexts.legend}
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <MultiSelect
          label={audienceTexts.groups}
          data={options(catalogs.data?.departments)}
          value={groups}
          onChange={refilter(setGroups)}
          clearable
          miw={200}
        />
        {(
          [
            [audienceTexts.jobRole, catalogs.data?.jobRoles, jobRole, setJobRole],
            [audienceTexts.branch, catalogs.data?.branchOffices, branch, setBranch],
          ] as const
        ).map(([label, items, chosenId, setChosenId]) => (
          <Select
            key={label}
            label={label}
            data={options(items)}
            value={chosenId}
            onChange={refilter(setChosenId)}
            placeholder={audienceTexts.all}
            clearable
            miw={160}
          />
        ))}
      </Group>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {audienceTexts.chosen(value.length)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => void addAll()}>
            {audienceTexts.addAll}
          </Button>
          <Button size="xs" variant="default" onClick={() => onChange([])} disabled={value.length === 0}>
            {audienceTexts.clear}
          </Button>
        </Group>
      </Group>
      <Table striped aria-label={audienceTexts.legend}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <VisuallyHidden>{audienceTexts.pick}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{audienceTexts.name}</Table.Th>
            <Table.Th scope="col">{audienceTexts.group}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.data?.list.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>{audienceTexts.empty}</Table.Td>
            </Table.Tr>
          ) : null}
          {page.data?.list.map((user) => (
            <Table.Tr key={user.userProfileId}>
              <Table.Td>
                <Checkbox
                  aria-label={audienceTexts.choose(user.name)}
                  checked={chosen.has(user.userProfileId)}
                  onChange={(event) => toggle(user.userProfileId, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.department ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error ? (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {(page.data?.totalPages ?? 0) > 1 ? (
        <Pagination
          total={page.data?.totalPages ?? 1}
          value={pageIndex}
          onChange={setPageIndex}
          getItemProps={(page) => ({ 'aria-label': audienceTexts.page(page) })}
          getControlProps={(control) => ({ 'aria-label': audienceTexts.controls[control] })}
          aria-label={audienceTexts.pages}
        />
      ) : null}
    </Stack>
  );
}
