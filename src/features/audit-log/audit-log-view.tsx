import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { auditActionName, auditAreaName, auditTexts } from '@domain/messages/audit';
import { formatDateTime } from '@/shared/format/dates';
import { AdminTable, QueryState, type AdminColumn } from '@/shared/ui';
import { auditLogQueries, downloadAuditCsv, type AuditEntry, type AuditFilter, type AuditScope } from './api';
import { AuditDetail } from './audit-detail';
import { auditLogMessages as m } from './messages';

const c = m.columns;
const f = m.filters;

const NO_FILTER: AuditFilter = { person: '', area: '', entity: '', from: '', to: '', companyId: null };

const areaOptions = [
  { value: '', label: f.everyArea },
  ...Object.keys(auditTexts.areas)
    .map((area) => ({ value: area, label: auditAreaName(area) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es-MX')),
];

function columnsFor(scope: AuditScope, open: (entry: AuditEntry) => void): AdminColumn<AuditEntry>[] {
  const at = (e: AuditEntry) => formatDateTime(e.at);
  return [
    { key: 'at', title: c.at, cell: at },
    ...(scope === 'every'
      ? [{ key: 'company', title: c.company, cell: (e: AuditEntry) => e.companyName ?? '' }]
      : []),
    {
      key: 'person',
      title: c.person,
      cell: (e) =>
        e.actorName || e.actorEmail ? (
          <Stack gap={0}>
            <Text size="sm">{e.actorName}</Text>
            <Text size="xs" c="dimmed">
              {e.actorEmail}
            </Text>
          </Stack>
        ) : (
          m.nobody
        ),
    },
    { key: 'area', title: c.area, cell: (e) => auditAreaName(e.area) },
    {
      key: 'action',
      title: c.action,
      cell: (e) => (
        <Stack gap={0}>
          <Text size="sm">{auditActionName(e.action)}</Text>
          <Text size="xs" c="dimmed">
            {e.action}
          </Text>
        </Stack>
      ),
    },
    { key: 'entity', title: c.entity, cell: (e) => e.entity ?? '' },
    { key: 'address', title: c.address, cell: (e) => e.address ?? '' },
    {
      key: 'detail',
      title: c.detail,
      cell: (e) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={m.seeNamed(auditActionName(e.action), at(e))}
          onClick={() => open(e)}
        >
          {m.see}
        </Button>
      ),
    },
  ];
}

/**
 * The audit log (docs/decisions/0306): HR's company or, for the operator, every company's; filtered by person,
 * area, entity and dates, paged by the gateway, downloadable as CSV. Reading it changes nothing.
 */
export function AuditLogView({ scope }: { scope: AuditScope }) {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [typed] = useDebouncedValue(filter, 300);
  const [pageIndex, setPageIndex] = useState(1);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const log = useQuery(auditLogQueries.page(scope, typed, pageIndex));
  const companies = useQuery({ ...auditLogQueries.companies(), enabled: scope === 'every' });
  const change = (part: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...part }));
    setPageIndex(1);
  };
  /** A text filter's value and the change that sets it. */
  const bound = (key: Exclude<keyof AuditFilter, 'companyId'>) => ({
    value: filter[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const part: Partial<AuditFilter> = {};
      part[key] = event.currentTarget.value;
      change(part);
    },
  });
  const download = () => {
    setDownloadFailed(false);
    downloadAuditCsv(scope, typed).catch(() => setDownloadFailed(true));
  };

  return (
    <Stack>
      <Title order={1}>{m.title}</Title>
      <Text>{m.intro}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {scope === 'every' ? (
          <NativeSelect
            label={f.company}
            data={[
              { value: '', label: f.everyCompany },
              ...(companies.data ?? []).map((co) => ({
                value: String(co.companyId),
                label: co.companyName,
              })),
            ]}
            value={filter.companyId === null ? '' : String(filter.companyId)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change({ companyId: value ? Number(value) : null });
            }}
          />
        ) : null}
        <TextInput label={f.person} type="search" {...bound('person')} />
        <NativeSelect label={f.area} data={areaOptions} {...bound('area')} />
        <TextInput label={f.entity} description={f.entityHint} {...bound('entity')} />
        <TextInput label={f.from} type="date" max={filter.to || undefined} {...bound('from')} />
        <TextInput label={f.to} type="date" min={filter.from || undefined} {...bound('to')} />
      </SimpleGrid>
      <Group justify="space-between">
        <Text role="status">{log.data ? m.count(log.data.totalCount) : null}</Text>
        <Group>
          <Button variant="default" onClick={() => change(NO_FILTER)}>
            {f.clear}
          </Button>
          <Button onClick={download}>{m.download}</Button>
        </Group>
      </Group>
      {downloadFailed ? (
        <Alert color="red" role="alert">
          {m.downloadFailed}
        </Alert>
      ) : null}
      <QueryState query={log} loading={m.loading}>
        {(page) => (
          <AdminTable
            label={m.title}
            rows={page.list}
            columns={columnsFor(scope, setShown)}
            keyOf={(entry) => entry.auditLogId}
            paging={{ page: pageIndex, totalPages: Math.max(1, page.totalPages), onChange: setPageIndex }}
            minWidth={scope === 'every' ? 1000 : 900}
          />
        )}
      </QueryState>
      <AuditDetail entry={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
