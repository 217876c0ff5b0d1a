import { Stack, Title } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConsoleTable, type ConsoleTableProps } from './console-table';
import type { RowAction } from './row-buttons';
import { useRowConfirm, type Answer } from './use-row-confirm';

/** How a row's buttons ask before its irreversible action: a red button that asks, or the question alone. */
export type RowConfirm<T> = Pick<ReturnType<typeof useRowConfirm<T>>, 'action' | 'ask'>;

/**
 * A row's irreversible action: `call` with the row's id (its `keyOf`), or `run` where the row is needed; then
 * `failed` ahead of the reason on failure. `refresh` names the queries to read again, every query on the page
 * when it is left out; `question` asks about the row where the spec's question is not enough.
 */
type ListDeactivation<T> = ({ call(id: number): Promise<Answer> } | { run(row: T): Promise<Answer> }) & {
  failed: string;
  refresh?: QueryKey;
  question?(row: T): string | undefined;
};

export interface ConsoleListProps<T> extends Omit<
  ConsoleTableProps<T>,
  'label' | 'actions' | 'confirm' | 'keyOf'
> {
  keyOf(row: T): number;
  /** The page's first heading, which also names the table; or `label` alone where a tab names the list. */
  heading?: string;
  label?: string;
  /** The rows' irreversible action, asked about before it runs. */
  deactivate: ListDeactivation<T>;
  /** The last column: its title and each row's buttons, given the way to ask before deactivating. */
  actions?: { title: string; of(row: T, confirm: RowConfirm<T>): RowAction[] };
  /** What stands between the heading and the table (a form, a filter). */
  children?: ReactNode;
}

/**
 * A console list: the heading, the rows in the console table (search, sort, paging, 'Sin registros', the
 * phone's cards) and the '¿Estás seguro?' step of their irreversible action. A page or tab gives its rows,
 * columns, buttons and that action; the rest is the same on every console list.
 */
export function ConsoleList<T>({
  heading,
  label = heading ?? '',
  deactivate: { question, failed, refresh, ...action },
  actions,
  children,
  ...table
}: ConsoleListProps<T>) {
  const confirm = useRowConfirm<T>({
    run: 'call' in action ? (row) => action.call(table.keyOf(row)) : action.run,
    failed,
    refresh,
  });
  return (
    <Stack>
      {heading ? <Title order={1}>{heading}</Title> : null}
      {children}
      <ConsoleTable<T>
        {...table}
        label={label}
        actions={actions && { title: actions.title, of: (row) => actions.of(row, confirm) }}
        confirm={{
          ...confirm.dialog,
          question: question && confirm.asked !== null ? question(confirm.asked) : undefined,
        }}
      />
    </Stack>
  );
}
