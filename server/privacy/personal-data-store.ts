import type { Queryable } from '../db/database.js';
import type { ExportedLink } from './personal-data.js';
import { quotedName } from '../db/sql-text.js';

type Row = Record<string, unknown>;

/** The rows of one link; its names come from the fixed list in personal-data.ts, never from a request. */
export function personalRows(db: Queryable, link: ExportedLink, userId: number): Promise<Row[]> {
  const table = quotedName(link.table);
  const column = quotedName(link.column);
  if (link.through) {
    const via = link.through;
    return db.query<Row>(
      `select * from ${table} where ${column} in
         (select ${quotedName(via.key)} from ${quotedName(via.table)} where ${quotedName(via.column)} = $1)`,
      [userId],
    );
  }
  return db.query<Row>(`select * from ${table} where ${column} = $1`, [userId]);
}
