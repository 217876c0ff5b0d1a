import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import {
  BackLink,
  ConfirmDialog,
  ConsoleForm,
  ConsoleList,
  ConsoleTable,
  ConsoleTabs,
  dangerAction,
  dateColumn,
  editAndDeactivate,
  FormDialog,
  PageUnderList,
  periodColumn,
  sortedColumn,
  StatusBadge,
  TextField,
  statusColumn,
  useFormInPlace,
  useRowConfirm,
} from '@/shared/admin';

interface Unit {
  id: number;
  name: string;
  active: boolean;
}

const units: Unit[] = [
  { id: 1, name: 'Ventas', active: true },
  { id: 2, name: 'Compras', active: false },
];

/** What both lists of units share: their rows, keys and name column. */
const unitTable = { label: 'Grupos', rows: units, keyOf: (u: Unit) => u.id };
const nameColumn = sortedColumn('name', 'Nombre', (u: Unit) => u.name);

function UnitList({ deactivate, add }: { deactivate(unit: Unit): Promise<string>; add(): void }) {
  const confirm = useRowConfirm({ run: deactivate, failed: 'Error al desactivar', refresh: ['units'] });
  return (
    <>
      <ConsoleTable
        {...unitTable}
        searchText={(u) => u.name}
        columns={[
          nameColumn,
          sortedColumn(
            'active',
            'Estatus',
            (u: Unit) => u.active,
            (u) => <StatusBadge active={u.active} />,
          ),
        ]}
        actions={{
          title: 'Opciones',
          of: (u) =>
            editAndDeactivate({
              name: u.name,
              active: u.active,
              edit: { to: `/admin/unit/${u.id}` },
              deactivate: () => confirm.ask(u),
            }),
        }}
        add={{ text: 'Agregar grupo', onClick: add }}
      />
      <ConfirmDialog {...confirm.dialog} />
    </>
  );
}

/** The same list as a ConsoleList: the heading, the status column, the row's asking button and its question. */
function ShortUnitList({ deactivate }: { deactivate(unit: Unit): Promise<string> }) {
  return (
    <ConsoleList
      {...unitTable}
      heading="Grupos"
      deactivate={{
        run: deactivate,
        failed: 'Error al eliminar',
        refresh: ['units'],
        question: (u) => `¿Eliminar ${u.name}?`,
      }}
      columns={[nameColumn, statusColumn('Estatus', (u: Unit) => u.active, { sorted: true })]}
      actions={{
        title: 'Opciones',
        of: (u, confirm) => [confirm.action(u, 'Eliminar', `Eliminar ${u.name}`, u.active)],
      }}
    >
      <p>Antes de la tabla</p>
    </ConsoleList>
  );
}

/** A console form of one field whose save is `save`, left by `cancel`. */
function UnitForm({ save, cancel }: { save(name: string): void; cancel(): void }) {
  const [name, setName] = useState('');
  return (
    <ConsoleForm
      onSubmit={(event) => {
        event.preventDefault();
        save(name);
      }}
      cancel={{ onClick: cancel }}
      saveText="Guardar grupo"
    >
      <label>
        Nombre
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </ConsoleForm>
  );
}

/** Two required text fields bound to a Mantine form: a line and a text area. */
function NamedFields() {
  const form = useForm({ initialValues: { name: 'Ventas', notes: '' } });
  return (
    <>
      <TextField form={form} field="name" label="Nombre" max={10} />
      <TextField form={form} field="notes" label="Notas" max={20} lines={3} />
    </>
  );
}

function UnitDialog({ save }: { save(unit: Unit | null): void }) {
  const [editing, setEditing] = useState<Unit | 'new' | null>(null);
  return (
    <>
      <button onClick={() => setEditing('new')}>Nuevo</button>
      <button onClick={() => setEditing(units[0] ?? null)}>Abrir Ventas</button>
      <FormDialog editing={editing} title="Grupo" onClose={() => setEditing(null)}>
        {(current) => <button onClick={() => save(current)}>{current ? current.name : 'vacío'}</button>}
      </FormDialog>
    </>
  );
}

function UnitPage() {
  const form = useFormInPlace<Unit>(['units']);
  const edit = form.action(units[0] as Unit, 'Editar', 'Editar Ventas');
  if (form.shown)
    return (
      <>
        <p>{form.current ? `Editando ${form.current.name}` : 'Nuevo grupo'}</p>
        <button onClick={form.done}>Guardar</button>
        <button onClick={form.cancel}>Cancelar</button>
      </>
    );
  return (
    <>
      <button onClick={form.create}>Agregar grupo</button>
      <button aria-label={edit.label} data-tone={edit.tone} onClick={edit.onClick}>
        {edit.text}
      </button>
      <p>Lista</p>
    </>
  );
}

function inKit(ui: ReactNode) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

function renderList(deactivate = vi.fn(async (_unit: Unit) => 'Grupo desactivado'), add = vi.fn()) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <UnitList deactivate={deactivate} add={add} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { deactivate, add, table: screen.getByRole('table', { name: 'Grupos' }) };
}

describe('the console kit', () => {
  it('names each row button after its row and offers deactivation only while the row is active', () => {
    const { table } = renderList();
    expect(within(table).getByRole('link', { name: 'Editar Ventas' })).toHaveAttribute(
      'href',
      '/admin/unit/1',
    );
    expect(within(table).getByRole('button', { name: 'Desactivar Ventas' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Desactivar Compras' })).toBeDisabled();
    expect(within(table).getByText('Activo')).toBeVisible();
    expect(within(table).getByText('Inactivo')).toBeVisible();
  });

  it('finds rows by their text and puts the add button beside the search box', async () => {
    const user = userEvent.setup();
    const { table, add } = renderList();
    await user.type(screen.getByLabelText('Buscar'), 'vent');
    expect(within(table).getByText('Ventas')).toBeVisible();
    expect(within(table).queryByText('Compras')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Agregar grupo' }));
    expect(add).toHaveBeenCalledOnce();
  });

  it('asks the spec’s question before deactivating, and calls nothing when the person cancels', async () => {
    const user = userEvent.setup();
    const { deactivate } = renderList();
    await user.click(screen.getByRole('button', { name: 'Desactivar Ventas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Estás seguro?');
    expect(dialog).toHaveTextContent('No podrás revertir esta acción');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deactivate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Desactivar Ventas' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: /^Sí/ }));
    await waitFor(() => expect(deactivate.mock.calls[0]?.[0]).toEqual(units[0]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sorts by the status column and asks about the row of a red button with the page’s question', async () => {
    const user = userEvent.setup();
    const deactivate = vi.fn(async (_unit: Unit) => 'Grupo eliminado');
    inKit(<ShortUnitList deactivate={deactivate} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Grupos' })).toBeVisible();
    expect(screen.getByText('Antes de la tabla')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Grupos' });
    expect(within(table).getByRole('button', { name: 'Eliminar Compras' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Ordenar por Estatus' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Inactivo');
    await user.click(within(table).getByRole('button', { name: 'Eliminar Ventas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar Ventas?');
    await user.click(within(dialog).getByRole('button', { name: /^Sí/ }));
    await waitFor(() => expect(deactivate.mock.calls[0]?.[0]).toEqual(units[0]));
  });

  it('ends a console form with Cancelar and its own save button, and sends it without the browser’s checks', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const cancel = vi.fn();
    inKit(<UnitForm save={save} cancel={cancel} />);
    const form = screen.getByRole('button', { name: 'Guardar grupo' }).closest('form');
    expect(form).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText('Nombre'), 'Ventas');
    await user.click(screen.getByRole('button', { name: 'Guardar grupo' }));
    expect(save).toHaveBeenCalledWith('Ventas');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('binds a required text field to its form with the column’s length, as a line or a text area', () => {
    inKit(<NamedFields />);
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    expect(name).toHaveValue('Ventas');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '10');
    const notes = screen.getByRole('textbox', { name: /Notas/ });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '3');
    expect(notes).toHaveAttribute('maxlength', '20');
  });

  it('makes a danger action that is disabled while its row is inactive', () => {
    const onClick = vi.fn();
    expect(dangerAction('Revocar', 'Revocar Ventas', false, onClick)).toEqual({
      text: 'Revocar',
      label: 'Revocar Ventas',
      tone: 'danger',
      disabled: true,
      onClick,
    });
  });

  it('opens the form dialog empty for a new row and filled for an existing one, closed by its Cancelar', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    inKit(<UnitDialog save={save} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    await user.click(await screen.findByRole('button', { name: 'vacío' }));
    expect(save).toHaveBeenLastCalledWith(null);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Abrir Ventas' }));
    await user.click(await screen.findByRole('button', { name: 'Ventas' }));
    expect(save).toHaveBeenLastCalledWith(units[0]);
  });

  it('swaps the list for the form in place, and refetches the list only when the form is done', async () => {
    const user = userEvent.setup();
    const client = new QueryClient();
    const refetch = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <UnitPage />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Agregar grupo' }));
    expect(screen.getByText('Nuevo grupo')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(refetch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Editar Ventas' })).toHaveAttribute('data-tone', 'quiet');
    await user.click(screen.getByRole('button', { name: 'Editar Ventas' }));
    expect(screen.getByText('Editando Ventas')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['units'] });
    expect(screen.getByText('Lista')).toBeVisible();
  });

  it('shows the tab list and mounts only the chosen tab’s panel', async () => {
    const user = userEvent.setup();
    inKit(
      <ConsoleTabs
        defaultValue="groups"
        tabs={[
          { value: 'groups', label: 'Grupos', panel: <p>Lista de grupos</p> },
          { value: 'branches', label: 'Sucursales', panel: <p>Lista de sucursales</p> },
        ]}
      />,
    );
    expect(screen.getByText('Lista de grupos')).toBeVisible();
    expect(screen.queryByText('Lista de sucursales')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Sucursales' }));
    expect(screen.getByText('Lista de sucursales')).toBeVisible();
    expect(screen.queryByText('Lista de grupos')).toBeNull();
  });

  it('sorts date and period columns by the ISO start and shows them as day/month/year', () => {
    const row = { from: '2025-03-05T12:00:00', to: '2025-04-01T12:00:00' };
    const date = dateColumn('from', 'Desde', (r: typeof row) => r.from);
    const period = periodColumn(
      'range',
      'Vigencia',
      (r: typeof row) => r.from,
      (r) => r.to,
    );
    expect(date.sortValue?.(row)).toBe('2025-03-05T12:00:00');
    expect(date.cell(row)).toBe('05/03/2025');
    expect(period.sortValue?.(row)).toBe('2025-03-05T12:00:00');
    expect(period.cell(row)).toBe('05/03/2025 – 01/04/2025');
  });

  it('leads a page under a list with the way back, or shows only the not-found notice when its record is missing', () => {
    const back = { backTo: '/admin/users', listName: 'Usuarios', text: 'Regresar' };
    inKit(
      <>
        <PageUnderList title="Editar usuario" missing={false} back={back}>
          <p>Formulario</p>
        </PageUnderList>
        <PageUnderList title="Usuario perdido" missing back={back}>
          <p>Nunca</p>
        </PageUnderList>
        <BackLink to="/admin/list" text="A la lista" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'A la lista' })).toHaveAttribute('href', '/admin/list');
    expect(screen.getByText('Formulario')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Usuario perdido' })).toBeVisible();
    expect(screen.getByText('Registro no encontrado')).toBeVisible();
    expect(screen.queryByText('Nunca')).toBeNull();
  });
});
