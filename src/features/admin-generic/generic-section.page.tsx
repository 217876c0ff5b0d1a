import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminTable, ConfirmDialog, notifyFailed, notifyOk, type AdminColumn } from '@/shared/ui';
import { genericCalls, genericQueries, type GenericItem } from './api';
import { ItemForm } from './components/item-form';
import { genericMessages as m } from './messages';

type View = { kind: 'list' } | { kind: 'form'; item: GenericItem | null };

/** /admin/generic-section: generic publications with a section filter and server paging (spec 002 §2, §9). */
export default function GenericSectionPage() {
  const queryClient = useQueryClient();
  const [sectionId, setSectionId] = useState(0);
  const [page, setPage] = useState(1);
  const items = useQuery(genericQueries.page(sectionId, page));
  const sections = useQuery(genericQueries.sections()).data ?? [];
  const [view, setView] = useState<View>({ kind: 'list' });
  const [removing, setRemoving] = useState<GenericItem | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...genericQueries.all, 'page'] });

  const columns: AdminColumn<GenericItem>[] = [
    { key: 'title', title: m.columns.title, cell: (i) => i.title },
    { key: 'section', title: m.columns.section, cell: (i) => i.genericSectionName },
    { key: 'contacts', title: m.columns.contacts, cell: (i) => i.genericContactInfo.length },
    {
      key: 'status',
      title: m.columns.status,
      cell: (i) => (i.active ? m.active : m.inactive),
    },
    {
      key: 'actions',
      title: m.columns.actions,
      cell: (i) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={m.editOf(i.title)}
            onClick={() => setView({ kind: 'form', item: i })}
          >
            {m.edit}
          </Button>
          <Button
            size="xs"
            color="red.9"
            disabled={!i.active}
            aria-label={m.removeOf(i.title)}
            onClick={() => setRemoving(i)}
          >
            {m.remove}
          </Button>
        </Group>
      ),
    },
  ];

  if (view.kind === 'form')
    return (
      <ItemForm
        item={view.item}
        onDone={() => {
          void refresh();
          setView({ kind: 'list' });
        }}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  return (
    <Stack gap="lg">
      <Title order={1}>{m.title}</Title>
      <AdminTable
        label={m.listLabel}
        rows={items.data?.list}
        columns={columns}
        keyOf={(i) => i.genericSectionItemId}
        paging={{ page, totalPages: items.data?.totalPages ?? 1, onChange: setPage }}
        minWidth={720}
        toolbar={
          <Group align="flex-end">
            <Select
              label={m.section}
              data={[
                { value: '0', label: m.allSections },
                ...sections.map((s) => ({ value: String(s.value), label: s.label })),
              ]}
              value={String(sectionId)}
              allowDeselect={false}
              onChange={(value) => {
                setSectionId(Number(value ?? 0));
                setPage(1);
              }}
            />
            <Button onClick={() => setView({ kind: 'form', item: null })}>{m.add}</Button>
          </Group>
        }
      />
      <ConfirmDialog
        opened={removing !== null}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          try {
            notifyOk(await genericCalls.delete(removing.genericSectionItemId));
            await refresh();
          } catch (error) {
            notifyFailed(m.removeFailed, error);
          } finally {
            setBusy(false);
            setRemoving(null);
          }
        }}
      />
    </Stack>
  );
}
