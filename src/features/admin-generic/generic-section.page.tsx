import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleList, plainColumn, useFormInPlace } from '@/shared/admin';
import { genericCalls, genericQueries, type GenericItem } from './api';
import { ItemForm } from './components/item-form';
import { genericMessages as m } from './messages';

/** /admin/generic-section: generic publications with a section filter and server paging (spec 002 §2, §9). */
export default function GenericSectionPage() {
  const [sectionId, setSectionId] = useState(0);
  const [page, setPage] = useState(1);
  const items = useQuery(genericQueries.page(sectionId, page));
  const sections = useQuery(genericQueries.sections()).data ?? [];
  const pageKey = [...genericQueries.all, 'page'];
  const form = useFormInPlace<GenericItem>(pageKey);

  if (form.shown) return <ItemForm item={form.current} onDone={form.done} onCancel={form.cancel} />;
  return (
    <ConsoleList<GenericItem>
      heading={m.title}
      label={m.listLabel}
      rows={items.data?.list}
      deactivate={{ call: genericCalls.delete, failed: m.removeFailed }}
      columns={[
        plainColumn('title', m.columns.title, (i) => i.title),
        plainColumn('section', m.columns.section, (i) => i.genericSectionName),
        plainColumn('contacts', m.columns.contacts, (i) => i.genericContactInfo.length),
        plainColumn('status', m.columns.status, (i) => (i.active ? m.active : m.inactive)),
      ]}
      actions={{
        title: m.columns.actions,
        of: (i, confirm) => [
          form.action(i, m.edit, m.editOf(i.title)),
          confirm.action(i, m.remove, m.removeOf(i.title), i.active),
        ],
      }}
      keyOf={(i) => i.genericSectionItemId}
      paging={{ page, totalPages: items.data?.totalPages ?? 1, onChange: setPage }}
      minWidth={720}
      toolbar={
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
      }
      add={{ text: m.add, onClick: form.create }}
    />
  );
}
