import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.js';
import { firstRow } from '../db/query-rows.js';
import { invalidInput } from '../domain-errors.js';
import { uploadMessages } from '../../domain/upload-messages.js';
import { MEGABYTE } from '../../domain/upload-rule.js';
import { MEMBER_QUOTA_BYTES } from './upload-limits.js';
import type { CheckedUpload } from './uploaded-file.js';

/** Public URL prefix of stored uploads (served by registerUploadFiles). */
export const UPLOADS_URL = '/files/uploads';

const FOLDER = /^[a-z0-9-]+$/;
const STORED_URL = /^\/files\/uploads\/([a-z0-9-]+)\/([0-9a-f-]{36}\.[a-z]+)$/;

export interface UploadStore {
  /**
   * Writes checked files under `<uploadsDir>/<folder>/` with names the server chooses, counted against the
   * member's quota (all or none); returns their URLs.
   */
  save(userId: number, folder: string, uploads: CheckedUpload[]): Promise<string[]>;
  /** Deletes the member's stored files at these URLs (replaced or no longer referenced); others are ignored. */
  release(userId: number, urls: readonly (string | null | undefined)[]): Promise<void>;
  /** The bytes of a stored file, or null when the URL is not one or the file is gone. */
  read(url: string): Promise<Buffer | null>;
}

/** Stored uploads, recorded in uploaded_files so each member's bytes can be counted and freed. */
export function createUploadStore(db: Database, uploadsDir: string, quota = MEMBER_QUOTA_BYTES): UploadStore {
  const pathOf = (url: string) => {
    const match = STORED_URL.exec(url);
    return match ? join(uploadsDir, match[1] as string, match[2] as string) : null;
  };

  return {
    async save(userId, folder, uploads) {
      if (!FOLDER.test(folder)) throw new Error(`Invalid upload folder: ${folder}`);
      const named = uploads.map((upload) => ({
        upload,
        url: `${UPLOADS_URL}/${folder}/${randomUUID()}.${upload.extension}`,
      }));
      const bytes = uploads.reduce((sum, upload) => sum + upload.data.length, 0);
      await db.transaction(async (tx) => {
        // The member's row is the lock: two uploads at once cannot both pass the same free space.
        await tx.query('select 1 from users where user_id = $1 for update', [userId]);
        const used = await firstRow<{ bytes: number }>(
          tx,
          'select coalesce(sum(bytes), 0)::int as bytes from uploaded_files where user_id = $1',
          [userId],
        );
        if ((used?.bytes ?? 0) + bytes > quota) {
          const field = uploads[0]?.fieldName ?? 'file';
          throw invalidInput([{ field, message: uploadMessages.quotaFull(quota / MEGABYTE) }]);
        }
        for (const { upload, url } of named) {
          await tx.query('insert into uploaded_files (url, user_id, bytes) values ($1, $2, $3)', [
            url,
            userId,
            upload.data.length,
          ]);
        }
      });
      await mkdir(join(uploadsDir, folder), { recursive: true });
      for (const { upload, url } of named)
        await writeFile(pathOf(url) as string, upload.data, { flag: 'wx' });
      return named.map(({ url }) => url);
    },

    async release(userId, urls) {
      const stored = urls.filter((url): url is string => typeof url === 'string' && pathOf(url) !== null);
      if (stored.length === 0) return;
      const rows = await db.query<{ url: string }>(
        'delete from uploaded_files where user_id = $1 and url = any($2) returning url',
        [userId, stored],
      );
      for (const row of rows) await rm(pathOf(row.url) as string, { force: true });
    },

    async read(url) {
      const path = pathOf(url);
      return path ? readFile(path).catch(() => null) : null;
    },
  };
}
