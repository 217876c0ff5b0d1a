import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format';
import type { AdminColumn } from '@/shared/ui';
import { StatusBadge } from './status-badge';

type Value = string | number | boolean | null;

/**
 * A column sorted by `value` and showing it, or showing `cell` when the value is not what reads well (a date
 * sorted by its ISO text and shown formatted, a flag shown as a badge).
 */
export function sortedColumn<T>(
  key: string,
  title: string,
  value: (row: T) => Value,
  cell: (row: T) => ReactNode = value,
): AdminColumn<T> {
  return { key, title, cell, sortValue: value };
}

/** A column that shows `cell` and does not sort. */
export function plainColumn<T>(key: string, title: string, cell: (row: T) => ReactNode): AdminColumn<T> {
  return { key, title, cell };
}

/** The 'status' column: Activo / Inactivo as a badge, sorted by the flag when `sorted` (plain otherwise). */
export function statusColumn<T>(
  title: string,
  active: (row: T) => boolean,
  { sorted = false }: { sorted?: boolean } = {},
): AdminColumn<T> {
  const cell = (row: T) => <StatusBadge active={active(row)} />;
  return sorted ? sortedColumn('status', title, active, cell) : plainColumn('status', title, cell);
}

/** A date column: sorted by the ISO text `date` gives, shown as `show` writes it (day/month/year by default). */
export function dateColumn<T>(
  key: string,
  title: string,
  date: (row: T) => string,
  show: (value: string) => string = formatDate,
): AdminColumn<T> {
  return sortedColumn(key, title, date, (row) => show(date(row)));
}

/** A period column: 'start – end' in day/month/year, sorted by the start. */
export function periodColumn<T>(
  key: string,
  title: string,
  start: (row: T) => string,
  end: (row: T) => string,
): AdminColumn<T> {
  return sortedColumn(key, title, start, (row) => `${formatDate(start(row))} – ${formatDate(end(row))}`);
}
