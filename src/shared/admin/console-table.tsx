import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ComponentProps } from 'react';
import { AdminTable, ConfirmDialog, type AdminTableProps } from '@/shared/ui';
import { RowButtons, type RowAction } from './row-buttons';

/** 'Agregar …' beside the search box: a link to the new record's page, or a click that opens the form here. */
export type AddAction = { text: string; to: string } | { text: string; onClick(): void };

export interface ConsoleTableProps<T> extends AdminTableProps<T> {
  /** The last column: its title ('Opciones', 'Acciones') and the buttons of each row. */
  actions?: { title: string; of(row: T): RowAction[] };
  add?: AddAction;
  /** The '¿Estás seguro?' dialog of the rows' irreversible action: `useRowConfirm`'s `dialog`. */
  confirm?: ComponentProps<typeof ConfirmDialog>;
}

/**
 * The list of a console page (/admin, /operator): the shared admin table with its search, sortable headers,
 * paging and 'Sin registros', the row buttons as its last column, 'Agregar …' after any other tools, and on a
 * phone each row as a card with its buttons rather than a table that scrolls sideways; then the rows'
 * confirmation dialog, when there is one.
 */
export function ConsoleTable<T>({ actions, add, confirm, toolbar, columns, ...table }: ConsoleTableProps<T>) {
  const addButton = add ? (
    'to' in add ? (
      <Button component={Link} to={add.to}>
        {add.text}
      </Button>
    ) : (
      <Button onClick={add.onClick}>{add.text}</Button>
    )
  ) : null;
  return (
    <>
      <AdminTable
        {...table}
        columns={
          actions
            ? [
                ...columns,
                {
                  key: 'actions',
                  title: actions.title,
                  cell: (row) => <RowButtons actions={actions.of(row)} />,
                },
              ]
            : columns
        }
        toolbar={
          toolbar || addButton ? (
            <>
              {toolbar}
              {addButton}
            </>
          ) : undefined
        }
      />
      {confirm ? <ConfirmDialog {...confirm} /> : null}
    </>
  );
}
