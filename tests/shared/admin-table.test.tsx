import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTable, type AdminColumn, uiMessages as m } from '@/shared/ui';

interface Row {
  id: number;
  title: string;
  views: number;
}

const columns: AdminColumn<Row>[] = [
  { key: 'title', title: 'Título', cell: (r) => r.title, sortValue: (r) => r.title },
  { key: 'views', title: 'Vistas', cell: (r) => r.views, sortValue: (r) => r.views },
  { key: 'actions', title: 'Acciones', cell: (r) => <button type="button">{`Editar ${r.title}`}</button> },
];

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: i === 0 ? 'Café con orgullo' : `Nota ${String(i + 1).padStart(2, '0')}`,
  views: (i * 7) % 12,
}));

function renderTable(props: Partial<Parameters<typeof AdminTable<Row>>[0]> = {}) {
  render(
    <MantineProvider env="test">
      <AdminTable
        label="Artículos"
        rows={rows}
        columns={columns}
        keyOf={(r) => r.id}
        searchText={(r) => r.title}
        {...props}
      />
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'Artículos' });
}

const bodyTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('AdminTable', () => {
  it('pages by itself, 10 rows at a time', async () => {
    const table = renderTable();
    expect(bodyTexts(table)).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: m.page(2) }));
    expect(bodyTexts(table)).toEqual(['Nota 11', 'Nota 12']);
  });

  it('finds rows ignoring case and accents', async () => {
    const table = renderTable();
    await userEvent.type(screen.getByRole('searchbox', { name: m.search }), 'CAFE');
    expect(bodyTexts(table)).toEqual(['Café con orgullo']);
    await userEvent.type(screen.getByRole('searchbox', { name: m.search }), 'x');
    expect(bodyTexts(table)).toEqual([m.empty]);
  });

  it('sorts by a column both ways and tells assistive technology', async () => {
    const table = renderTable({ pageSize: 20 });
    const header = screen.getByRole('columnheader', { name: /Vistas/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: m.sortBy('Vistas') }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = within(table).getAllByRole('row').slice(1);
    expect(within(ascending[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('button', { name: m.sortBy('Vistas') }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = within(table).getAllByRole('row').slice(1);
    expect(within(descending[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('11');
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).not.toHaveAttribute('aria-sort');
  });

  it('leaves paging to the server when asked', async () => {
    const onChange = vi.fn();
    const table = renderTable({ rows: rows.slice(0, 3), paging: { page: 1, totalPages: 4, onChange } });
    expect(bodyTexts(table)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: m.page(3) }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('says it is loading, then that there is nothing', () => {
    const table = renderTable({ rows: undefined });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyTexts(table)).toEqual([m.loading]);
  });
});
