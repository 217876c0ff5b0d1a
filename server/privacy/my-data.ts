import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Queryable } from '../db/database.js';
import { personalRows } from './personal-data-store.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { EXPORTED } from './personal-data.js';

type Row = Record<string, unknown>;

const without = (row: Row, omit: readonly string[] = []) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !omit.includes(key)));

/** `/files/uploads/<folder>/<name>` as `archivos/<folder>/<name>` in the ZIP. */
const fileEntry = (url: string) => `archivos/${url.split('/').slice(-2).join('/')}`;

/**
 * "Mis datos" (docs/decisions/0307): a ZIP with one JSON file per area of what the portal holds about the
 * person (`<area>.json`, each table's rows under `table.column`) and the files they uploaded under archivos/.
 */
export async function myDataZip(db: Queryable, uploads: UploadStore, userId: number): Promise<Uint8Array> {
  const files = new Map<string, Record<string, Row[]>>();
  const stored: string[] = [];
  for (const link of EXPORTED) {
    const rows = (await personalRows(db, link, userId)).map((row) => without(row, link.omit));
    const file = files.get(link.file) ?? {};
    file[`${link.table}.${link.column}`] = rows;
    files.set(link.file, file);
    if (link.table === 'uploaded_files') stored.push(...rows.map((row) => String(row.url)));
  }
  const zip: Zippable = {};
  for (const [name, content] of files) zip[`${name}.json`] = strToU8(JSON.stringify(content, null, 2));
  for (const url of stored) {
    const bytes = await uploads.read(url);
    if (bytes) zip[fileEntry(url)] = [new Uint8Array(bytes), { level: 0 }];
  }
  return zipSync(zip, { level: 6 });
}
