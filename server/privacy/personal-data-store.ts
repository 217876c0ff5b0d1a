import type { Queryable } from '../db/database.js';
import type { ExportedLink } from './personal-data.js';

type Row = Record<string, unknown>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of one link; its names come from the fixed list in personal-data.ts, never from a request. */
export function personalRows(db: Queryable, link: ExportedLink, userId: number): Promise<Row[]> {
  const table = quoted(link.table);
  const column = quoted(link.column);
  if (link.through) {
    const via = link.through;
    return db.query<Row>(
      `select * from ${table} where ${column} in
         (select ${quoted(via.key)} from ${quoted(via.table)} where ${quoted(via.column)} = $1)`,
      [userId],
    );
  }
  return db.query<Row>(`select * from ${table} where ${column} = $1`, [userId]);
}
