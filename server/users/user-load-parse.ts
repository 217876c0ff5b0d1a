import { parse } from 'csv-parse/sync';
import { USER_LOAD_COLUMNS, USER_LOAD_MAX_ROWS } from '../../domain/user-load-columns.js';
import { invalidInput } from '../domain-errors.js';
import { userMessages as m } from './user-messages.js';

export interface LoadRow {
  /** Line number in the file (the header is line 1). */
  line: number;
  raw: string;
  /** Cells by template column name; null when the row has a different number of cells than the header. */
  cells: Record<string, string> | null;
}

const fileError = (message: string) => invalidInput([{ field: 'file', message }]);

/**
 * Reads an uploaded CSV (UTF-8 with or without BOM, quoted fields, CRLF or LF) into rows by column. The header
 * must hold every template column (any order, case-insensitive); a row whose cell count differs is kept, to
 * be refused with a reason rather than stopping the load.
 */
export function parseUserLoad(data: Buffer): { header: string[]; rows: LoadRow[] } {
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    // csv-parse types the sync result as bare records; with raw and info each is {record, raw, info}.
    records = parse(data, {
      bom: true,
      raw: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch {
    throw fileError(m.notCsv);
  }
  const [first, ...body] = records;
  if (!first) throw fileError(m.emptyFile);
  const header = first.record.map((name) => name.trim());
  const index = new Map(header.map((name, i) => [name.toLowerCase(), i]));
  if (USER_LOAD_COLUMNS.some(([column]) => !index.has(column.toLowerCase()))) throw fileError(m.badHeader);
  if (body.length === 0) throw fileError(m.emptyFile);
  if (body.length > USER_LOAD_MAX_ROWS) throw fileError(m.tooManyRows);
  const rows = body.map(({ record, raw, info }) => ({
    line: info.lines,
    raw: raw.replace(/\r?\n$/, ''),
    cells:
      record.length === header.length
        ? Object.fromEntries(
            USER_LOAD_COLUMNS.map(([column]) => [
              column,
              record[index.get(column.toLowerCase()) ?? -1] ?? '',
            ]),
          )
        : null,
  }));
  return { header, rows };
}
